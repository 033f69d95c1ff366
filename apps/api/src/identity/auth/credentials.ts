import { ApiError, ValidationError } from '../../platform/http/errors';
import { mayChangeCredentials } from '../users/users.policy';
import type { UserRow } from '../users/users.data';
import { verifyPassword } from '../../platform/secrets/passwords';
import type { CurrentUser } from '../access/access';

// The checks every path that changes an e-mail address or a password goes through.

/** A 403 for a session that may not change credentials (users.policy `mayChangeCredentials`). */
export function requireCredentialChange(actor: CurrentUser): void {
  if (!mayChangeCredentials(actor)) throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.impersonating_credentials' });
}

/**
 * Checks the user's current password as sign-in does (argon2), so a session
 * alone (a stolen token, an unattended device) cannot change credentials;
 * a 422 on `current_password` when it is missing or wrong.
 */
export async function requireCurrentPassword(user: Pick<UserRow, 'encryptedPassword'>, password: string | undefined, pointer: string): Promise<void> {
  if (!password) throw new ValidationError([{ pointer, field: 'current_password', reason: 'required' }]);
  if (!(await verifyPassword(user.encryptedPassword, password))) {
    throw new ValidationError([{ pointer, field: 'current_password', reason: 'wrong_password' }]);
  }
}
