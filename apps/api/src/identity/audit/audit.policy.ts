import { hasRole, type CurrentUser } from '../access/access';

/** Admins and centre superusers read the audit trail; every other role is refused before any lookup. */
export function mayReadAuditEvents(user: CurrentUser | null): boolean {
  return hasRole(user, 'admin', 'center_superuser');
}

/** Which events a reader sees: an admin the whole tenant's (null), a centre superuser their own centre's. */
export function auditEventScope(user: CurrentUser): { volunteerCenterId: string | null } {
  return { volunteerCenterId: hasRole(user, 'admin') ? null : user.volunteerCenterId };
}

/** Only admins see the IP address an event came from: it is personal data of the staff member acting. */
export function maySeeAuditIpAddresses(user: CurrentUser): boolean {
  return hasRole(user, 'admin');
}
