import { volunteerProfileUpdateSchema } from '@platform/contracts';
import { ValidationError, type FieldIssue } from '../../platform/http/errors';
import { parseResourceDocument } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { coordinatesOfPlace } from '../../platform/geocoding/coordinates';
import { listAgeGroups, listCategories } from '../vacancies/vacancies.data';
import { profileOwner } from './volunteer-pool.policy';
import {
  findOwnProfile,
  upsertOwnProfile,
  type PoolProfileRow,
  type VolunteerProfileRow,
} from './volunteer-pool.profiles.repository';

/** The signed-in user's own profile, or null when they keep none. */
export async function getOwnProfile(context: RequestContext): Promise<VolunteerProfileRow | null> {
  const user = profileOwner(context);
  return (await findOwnProfile(context.tx, context.tenant.id, user.id)) ?? null;
}

const issue = (field: string, reason: FieldIssue['reason']): FieldIssue => ({
  pointer: `/data/attributes/${field}`,
  field,
  reason,
});

/**
 * Creates or replaces the signed-in user's profile: interests must be the
 * tenant's categories and the age group the tenant's; the place is geocoded
 * (an unknown place is a 422 on `place`). Joining the pool sets
 * `joined_pool_at` (kept while they stay); leaving clears it and takes the
 * profile out of every search at once (the pool change trigger).
 */
export async function saveOwnProfile(
  context: RequestContext,
  body: unknown,
): Promise<VolunteerProfileRow> {
  const user = profileOwner(context);
  const input = parseResourceDocument(body, {
    type: 'volunteer_profiles',
    schema: volunteerProfileUpdateSchema,
  });
  const { tx, tenant } = context;
  const issues: FieldIssue[] = [];
  if (input.categoryIds.length > 0) {
    const known = await listCategories(tx, tenant.id, input.categoryIds);
    if (known.length !== input.categoryIds.length)
      issues.push(issue('category_ids', 'invalid_choice'));
  }
  if (
    input.ageGroupId !== null &&
    (await listAgeGroups(tx, tenant.id, [input.ageGroupId])).length === 0
  ) {
    issues.push(issue('age_group_id', 'invalid_choice'));
  }
  const coordinates = await coordinatesOfPlace(input.place);
  if (input.place !== null && coordinates.latitude === null)
    issues.push(issue('place', 'unknown_place'));
  if (issues.length > 0) throw new ValidationError(issues);

  const existing = await findOwnProfile(tx, tenant.id, user.id);
  const joinedPoolAt = input.inPool
    ? existing?.inPool
      ? existing.joinedPoolAt
      : new Date()
    : null;
  return upsertOwnProfile(
    tx,
    { tenantId: tenant.id, userId: user.id, volunteerCenterId: user.volunteerCenterId },
    { ...input, ...coordinates, joinedPoolAt },
  );
}

/** The own profile as an organisation reads it in the pool: first name, no contact details, no match. */
export async function previewOwnProfile(
  context: RequestContext,
): Promise<
  | (VolunteerProfileRow & Pick<PoolProfileRow, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>)
  | null
> {
  const user = profileOwner(context);
  const profile = await findOwnProfile(context.tx, context.tenant.id, user.id);
  if (!profile) return null;
  return {
    ...profile,
    firstName: user.firstName ?? '',
    lastName: null,
    email: '',
    phoneNumber: null,
  };
}
