import { resource, uniqueResources, type ResourceObject } from '../../http/json-api';
import type { OrganizationRow } from '../organizations/organizations.data';
import { serializeOrganization } from '../organizations/organizations.serializer';
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

/** Users with their roles and the organisations the viewer may see them belong to. */
export type UserBundle = {
  users: UserRow[];
  roles: Map<string, UserRoleRow[]>;
  organizations: Map<string, OrganizationRow[]>;
};

/** Primary user resources (roles and organisations as relationships) and what `include` asked for. */
export function userDocumentParts(
  bundle: UserBundle,
  include: ReadonlySet<string>,
): { data: ResourceObject[]; included?: ResourceObject[] } {
  const rolesOf = (user: UserRow) => bundle.roles.get(user.id) ?? [];
  const organizationsOf = (user: UserRow) => bundle.organizations.get(user.id) ?? [];
  const data = bundle.users.map((user) =>
    serializeUser(user, {
      roles: { data: rolesOf(user).map((role) => ({ type: 'roles', id: role.id })) },
      organizations: { data: organizationsOf(user).map((o) => ({ type: 'organizations', id: o.id })) },
    }),
  );
  if (include.size === 0) return { data };
  const included = bundle.users.flatMap((user) => [
    ...(include.has('roles') ? rolesOf(user).map(serializeRole) : []),
    ...(include.has('organizations') ? organizationsOf(user).map((o) => serializeOrganization(o)) : []),
  ]);
  return { data, included: uniqueResources(included) };
}
