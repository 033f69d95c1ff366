import { resource, uniqueResources, type ResourceObject } from '../../http/json-api';
import { serializeVacancy } from '../vacancies/vacancies.serializer';
import type { AddressRow, NonProfitProfileRow, OrganizationRow, VacancyRow } from './organizations.repository';

/** Related records loaded for an organisation; a key is present only when it was asked for. */
export type OrganizationRelated = {
  profile?: NonProfitProfileRow | null;
  vacancies?: VacancyRow[];
};

export function serializeOrganization(organization: OrganizationRow, related: OrganizationRelated = {}): ResourceObject {
  const relationships: NonNullable<ResourceObject['relationships']> = {
    address: { data: organization.addressId ? { type: 'addresses', id: organization.addressId } : null },
  };
  if (related.profile !== undefined) {
    relationships.profile = { data: related.profile ? { type: 'non_profit_profiles', id: related.profile.id } : null };
  }
  if (related.vacancies !== undefined) {
    relationships.vacancies = { data: related.vacancies.map((v) => ({ type: 'vacancies', id: v.id })) };
  }
  return resource(
    'organizations',
    organization.id,
    {
      name: organization.name,
      website: organization.website,
      city: organization.city,
      phoneNumber: organization.phoneNumber,
      description: organization.description,
      status: organization.status,
      // JSON:API reserves `type` for the resource type; an attribute of that name breaks off-the-shelf clients.
      organizationType: organization.type,
      volunteerCenterId: organization.volunteerCenterId,
      createdAt: organization.createdAt.toISOString(),
      updatedAt: organization.updatedAt.toISOString(),
    },
    relationships,
  );
}

export function serializeAddress(address: AddressRow): ResourceObject {
  return resource('addresses', address.id, {
    street: address.street,
    houseNumber: address.houseNumber,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
  });
}

export function serializeProfile(profile: NonProfitProfileRow): ResourceObject {
  return resource(
    'non_profit_profiles',
    profile.id,
    {
      nonProfitTypeId: profile.nonProfitTypeId,
      showOnSocialMap: profile.showOnSocialMap,
      activityTypeIds: profile.activityTypeIds,
    },
    { organization: { data: { type: 'organizations', id: profile.organizationId } } },
  );
}

/** Organisations with the related records their answer includes. */
export type OrganizationBundle = {
  organizations: OrganizationRow[];
  addresses: AddressRow[];
  /** Present when `include=profile`: each organisation's profile or null. */
  profiles?: Map<string, NonProfitProfileRow | null>;
  /** Present when `include=vacancies`: the vacancies the viewer may see, per organisation. */
  vacancies?: Map<string, VacancyRow[]>;
};

/** Primary organisation resources and the `included` resources the request asked for. */
export function organizationDocumentParts(
  bundle: OrganizationBundle,
  include: ReadonlySet<string>,
): { data: ResourceObject[]; included?: ResourceObject[] } {
  const data = bundle.organizations.map((organization) =>
    serializeOrganization(organization, {
      profile: bundle.profiles ? (bundle.profiles.get(organization.id) ?? null) : undefined,
      vacancies: bundle.vacancies?.get(organization.id),
    }),
  );
  if (include.size === 0) return { data };
  const included = [
    ...(include.has('address') ? bundle.addresses.map(serializeAddress) : []),
    ...[...(bundle.profiles?.values() ?? [])].flatMap((profile) => (profile ? [serializeProfile(profile)] : [])),
    ...[...(bundle.vacancies?.values() ?? [])].flat().map((vacancy) => serializeVacancy(vacancy)),
  ];
  return { data, included: uniqueResources(included) };
}
