import { uniqueResources, type ResourceObject } from '../../platform/http/json-api';
import {
  serializeAddress,
  serializeMember,
  serializeMemberUser,
  serializeOrganization,
  serializeProfile,
  type OrganizationBundle,
} from './organizations.serializer';


/** Primary organisation resources and the `included` resources the request asked for. */
export function organizationDocumentParts(
  bundle: OrganizationBundle,
  include: ReadonlySet<string>,
): { data: ResourceObject[]; included?: ResourceObject[] } {
  const data = bundle.organizations.map((organization) => {
    const serialized = serializeOrganization(organization, {
      profile: bundle.profiles ? (bundle.profiles.get(organization.id) ?? null) : undefined,
      vacancies: bundle.vacancies?.get(organization.id),
      members: bundle.members?.get(organization.id),
      showPrivate: bundle.managedIds?.has(organization.id) ?? false,
    });
    const meta = bundle.meta?.get(organization.id);
    return meta ? { ...serialized, meta } : serialized;
  });
  if (include.size === 0) return { data };
  const included = [
    ...(include.has('address') ? bundle.addresses.map(serializeAddress) : []),
    ...[...(bundle.profiles?.values() ?? [])].flatMap((profile) =>
      profile ? [serializeProfile(profile)] : [],
    ),
    ...[...(bundle.vacancies?.values() ?? [])].flat().map((vacancy) => vacancy.resource),
    ...[...(bundle.members?.values() ?? [])].flat().map(serializeMember),
    ...(bundle.memberUsers ?? []).map(serializeMemberUser),
  ];
  return { data, included: uniqueResources(included) };
}
