import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { UserRoleRow, UserRow } from './users.repository';

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

/** The public attributes of a user; secrets and token digests never leave the server. */
export function userAttributes(user: UserRow) {
  return {
    email: user.email,
    unconfirmedEmail: user.unconfirmedEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullName(user),
    fullName: fullName(user),
    phoneNumber: user.phoneNumber,
    jobTitle: user.jobTitle,
    gender: user.gender,
    salutation: user.salutation,
    status: user.status,
    signupMethod: user.signupMethod,
    digestDays: user.digestDays,
    acceptTerms: user.acceptTerms,
    locale: user.locale,
    volunteerCenterId: user.volunteerCenterId,
    confirmed: user.confirmedAt !== null,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function serializeUser(user: UserRow, relationships?: ResourceObject['relationships']): ResourceObject {
  return resource('users', user.id, userAttributes(user), relationships);
}

/** The user as devise_token_auth answers it on /auth (flat, snake_case, with uid and provider). */
export function deviseUser(user: UserRow): Record<string, unknown> {
  return { id: user.id, ...serializeUser(user).attributes, uid: user.email, provider: 'email', allow_password_change: false };
}

export function serializeRole(role: UserRoleRow): ResourceObject {
  return resource('roles', role.id, { name: role.name }, { user: { data: { type: 'users', id: role.userId } } });
}
