import { uniqueResources, type ResourceObject } from '../../platform/http/json-api';
import type { OrganizationRow } from '../../identity/organizations/organizations.data';
import { serializeOrganization } from '../../identity/organizations/organizations.serializer';
import { serializeRole, serializeUser } from '../../identity/users/users.serializer';
import type { UserRoleRow, UserRow } from '../../identity/users/users.data';

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
