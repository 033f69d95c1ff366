import * as v from 'valibot';
import { userAttributes } from './people';
import { uuid } from './shared';

/**
 * The user as devise_token_auth answers it on /auth (sign-in, token check,
 * password change): flat, not a resource object, with `uid` and `provider`.
 */
export const authUserSchema = v.strictObject({
  id: uuid,
  ...userAttributes.entries,
  uid: v.string(),
  provider: v.literal('email'),
  allowPasswordChange: v.boolean(),
});
