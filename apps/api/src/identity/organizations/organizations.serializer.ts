import { resource, uniqueResources, type ResourceObject } from '../../platform/http/json-api';
import type { UserRow } from '../users/users.data';
import type { MemberRow } from './organizations.members.repository';
import type { AddressRow, LookupRow, NonProfitProfileRow, OrganizationRow } from './organizations.repository';
import type { HeldVacancy } from './organizations.vacancies';

/** Related records loaded for an organisation; a key is present only when it was asked for. */
export type OrganizationRelated = {
  profile?: NonProfitProfileRow | null;
  vacancies?: HeldVacancy[];
  members?: MemberRow[];
  /**
   * Whether the viewer manages the organisation and so sees its e-mail address
   * and the reason of the last decision; for everyone else they are null, so
   * addresses cannot be harvested.
   */
  showPrivate?: boolean;
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
  if (related.members !== undefined) {
    relationships.members = { data: related.members.map((m) => ({ type: 'organization_members', id: m.id })) };
  }
  const showPrivate = related.showPrivate ?? false;
  return resource(
    'organizations',
    organization.id,
    {
      name: organization.name,
      website: organization.website,
      city: organization.city,
      phoneNumber: organization.phoneNumber,
      email: showPrivate ? organization.email : null,
      description: organization.description,
      status: organization.status,
      statusReason: showPrivate ? organization.statusReason : null,
      isPartner: organization.isPartner,
      // JSON:API reserves `type` for the resource type; an attribute of that name breaks off-the-shelf clients.
      organizationType: organization.type,
      volunteerCenterId: organization.volunteerCenterId,
      deletedAt: organization.deletedAt?.toISOString() ?? null,
      createdAt: organization.createdAt.toISOString(),
      updatedAt: organization.updatedAt.toISOString(),
    },
    relationships,
  );
}

/** Stored coordinates as numbers, or null. */
export function coordinatesOf(address: Pick<AddressRow, 'latitude' | 'longitude'> | undefined): { latitude: number; longitude: number } | null {
  if (address?.latitude == null || address.longitude == null) return null;
  return { latitude: Number(address.latitude), longitude: Number(address.longitude) };
}

export function serializeAddress(address: AddressRow): ResourceObject {
  const coordinates = coordinatesOf(address);
  return resource('addresses', address.id, {
    street: address.street,
    houseNumber: address.houseNumber,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
  });
}

/** A membership; its user is a relationship (`include=user` adds it). */
export function serializeMember(member: MemberRow): ResourceObject {
  return resource(
    'organization_members',
    member.id,
    {
      organizationId: member.organizationId,
      userId: member.userId,
      role: member.role,
      createdAt: member.createdAt.toISOString(),
    },
    {
      organization: { data: { type: 'organizations', id: member.organizationId } },
      user: { data: { type: 'users', id: member.userId } },
    },
  );
}

/**
 * A member's account as a membership shows it: who it is and whether it can
 * sign in, not the rest of the profile (that is `GET /users/{id}`'s).
 */
export function serializeMemberUser(user: UserRow): ResourceObject {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return resource('users', user.id, {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name,
    fullName: name,
    jobTitle: user.jobTitle,
    status: user.status,
    confirmed: user.confirmedAt !== null,
  });
}

/** Memberships with, when asked, their users. */
export function memberDocumentParts(members: MemberRow[], users?: UserRow[]): { data: ResourceObject[]; included?: ResourceObject[] } {
  const data = members.map(serializeMember);
  return users ? { data, included: uniqueResources(users.map(serializeMemberUser)) } : { data };
}

/** An entry of the tenant's non-profit types or activity types. */
export function serializeLookup(type: 'non_profit_types' | 'activity_types', row: LookupRow): ResourceObject {
  return resource(type, row.id, { name: row.name });
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
  vacancies?: Map<string, HeldVacancy[]>;
  /** Present when `include=members`: the memberships of the organisations the viewer manages (others have none here). */
  members?: Map<string, MemberRow[]>;
  /** The users of those memberships, when `include=members.user`. */
  memberUsers?: UserRow[];
  /** The organisations whose private details (e-mail, decision reason) the viewer sees. */
  managedIds?: ReadonlySet<string>;
  /** Per organisation, extra `meta` (the social map's coordinates). */
  meta?: Map<string, Record<string, unknown>>;
};
