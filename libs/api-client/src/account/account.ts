import type { CurrentUserUpdateInput, SignUpInput } from '@platform/contracts';
import type { ApiClient } from '../client';
import type { CurrentUser } from '../users/users';

/** New password and its confirmation, as every password form sends them. */
export type NewPasswordInput = {
  password: string;
  passwordConfirmation: string;
};

/** A new password set in a session: the API asks for the current one too (`current_password`). */
export type ChangePasswordInput = NewPasswordInput & { currentPassword?: string };

/**
 * Signs a volunteer up (`POST /auth`). The API answers the same for known and
 * unknown addresses and mails a confirmation link; no session is opened.
 */
export async function signUp(client: ApiClient, input: SignUpInput): Promise<void> {
  await client.requestJson('POST', '/auth', { body: input });
}

/** Mails a password-reset link (`POST /auth/password`); the answer is the same for every address. */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.requestJson('POST', '/auth/password', { body: { email } });
}

/** Sets a new password with the mailed single-use token (`PUT /auth/password`); opens no session. */
export async function resetPassword(
  client: ApiClient,
  input: NewPasswordInput & { resetPasswordToken: string },
): Promise<void> {
  await client.requestJson('PUT', '/auth/password', { body: input });
}

/**
 * Changes the signed-in user's password (`PUT /auth/password` with the session
 * headers, which the client adds). The API signs out every other device.
 */
export async function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<void> {
  await client.requestJson('PUT', '/auth/password', { body: input });
}

/** Confirms an e-mail address with the mailed token (`POST /api/v1/confirm`); opens no session. */
export async function confirmEmail(client: ApiClient, confirmationToken: string): Promise<void> {
  await client.requestJson('POST', '/api/v1/confirm', { body: { confirmationToken } });
}

/**
 * Updates the signed-in user (`PATCH /api/v1/current_user`, a JSON:API
 * `users` document). A new e-mail address waits in `unconfirmedEmail` until
 * the mailed link is followed.
 */
export async function updateCurrentUser(
  client: ApiClient,
  changes: CurrentUserUpdateInput,
): Promise<CurrentUser> {
  const { data } = await client.write<CurrentUser>('PATCH', '/api/v1/current_user?include=roles', {
    type: 'users',
    attributes: changes,
  });
  return { ...data, digestDays: data.digestDays ?? [], roles: data.roles ?? [] };
}
