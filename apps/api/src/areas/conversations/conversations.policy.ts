import type { ConversationPartyType, NotificationApp } from '@platform/contracts';
import { staffCenterOf, type CurrentUser } from '../../identity/access/access';
import type { LiveAudience } from '../../identity/live-events/live-events.hub';

/** A participant as the rules see it: exactly one of the three is set. */
export type Party = { userId: string | null; organizationId: string | null; volunteerCenterId: string | null };

/**
 * Who is looking, as the participants they match: themself, the
 * organisations they are a member of now (leaving one ends its
 * conversations for them), and the centre whose staff they are on this site.
 */
export type Viewer = { userId: string; organizationIds: readonly string[]; staffCenterId: string | null };

export function viewerOf(user: CurrentUser, siteCenterId: string): Viewer {
  return { userId: user.id, organizationIds: user.organizationIds, staffCenterId: staffCenterOf(user, siteCenterId) };
}

export function partyType(party: Party): ConversationPartyType {
  if (party.userId) return 'user';
  return party.organizationId ? 'organization' : 'volunteer_center';
}

/** Whether the viewer takes part through this participant; a non-participant never reads a conversation. */
export function isViewersParty(viewer: Viewer, party: Party): boolean {
  return (
    party.userId === viewer.userId ||
    (party.organizationId !== null && viewer.organizationIds.includes(party.organizationId)) ||
    (party.volunteerCenterId !== null && party.volunteerCenterId === viewer.staffCenterId)
  );
}

/**
 * The side a viewer writes for when they match several (a staff member who is
 * also a member of the organisation): the organisation they act for, else
 * themself, else any organisation of theirs, else their centre.
 */
export function senderParty<P extends Party>(participants: readonly P[], viewer: Viewer, actingOrganizationId: string | null): P | undefined {
  const mine = participants.filter((party) => isViewersParty(viewer, party));
  return (
    mine.find((party) => actingOrganizationId !== null && party.organizationId === actingOrganizationId) ??
    mine.find((party) => party.userId !== null) ??
    mine.find((party) => party.organizationId !== null) ??
    mine[0]
  );
}

/**
 * The app a recipient reads the conversation in: the portal for those who
 * take part for an organisation or a centre, and for a person who belongs to
 * an organisation (the portal needs one); the public site for volunteers.
 */
export function appOfRecipient(party: Party, hasOrganization: boolean): NotificationApp {
  if (party.userId === null || hasOrganization) return 'portal';
  return 'public_site';
}

/** Everyone a conversation's live events go to: its people, its organisations' members, its centres' staff. */
export function audienceOf(participants: readonly Party[]): LiveAudience {
  return {
    users: participants.flatMap((party) => (party.userId ? [party.userId] : [])),
    organizations: participants.flatMap((party) => (party.organizationId ? [party.organizationId] : [])),
    centers: participants.flatMap((party) => (party.volunteerCenterId ? [party.volunteerCenterId] : [])),
  };
}
