import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { getMyDigestPreferences } from './digests.service';

/** The signed-in user's periodic mail: its days (`digest_days`, also on the user) and what it is about. */
export function serializeDigestPreferences(
  preferences: Awaited<ReturnType<typeof getMyDigestPreferences>>,
): ResourceObject {
  const { userId, ...attributes } = preferences;
  return resource('digest_preferences', userId, attributes);
}
