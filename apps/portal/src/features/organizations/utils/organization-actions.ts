import type { OrganizationDecision } from '@platform/api-client';

/** The decisions of `PUT /organizations/{id}/approve`. */
export const APPROVED: OrganizationDecision = 'approved';
export const DENIED: OrganizationDecision = 'denied';

/** The staff actions that ask first: denying (with a reason) and deleting. */
export const DENY = 'deny' as const;
export const DELETE = 'delete' as const;
export type ConfirmedAction = typeof DENY | typeof DELETE;
