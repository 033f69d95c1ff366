import type { ApplicationStatus } from '@platform/contracts';
import { hasRole, type CurrentUser } from '../../identity/access/access';
import { mayManageVacancies, mayManageVacancy } from '../vacancies/vacancies.policy';

/** What a policy needs to know about an application: whose vacancy, which centre, whose application. */
export type ApplicationSubject = {
  volunteerCenterId: string;
  /** The organisation of the vacancy applied to. */
  organizationId: string;
  /** The applicant's account; null for a guest. */
  userId: string | null;
};

/**
 * Which applications a list may show:
 * - `all`: the whole tenant (admin);
 * - `center`: the centre's (centre superuser), plus the user's own;
 * - `organizations`: those to vacancies of `organizationIds` (organisation superuser), plus the user's own;
 * - `own`: only the user's own (everyone else who is signed in).
 */
export type ApplicationListScope =
  | { kind: 'all' }
  | { kind: 'center'; volunteerCenterId: string; userId: string }
  | { kind: 'organizations'; organizationIds: readonly string[]; userId: string }
  | { kind: 'own'; userId: string };

/** Roles that may ever review, accept or reject (those who may manage vacancies); others are refused before any lookup. */
export function mayDecideApplications(user: CurrentUser | null): boolean {
  return mayManageVacancies(user);
}

/**
 * Review, accept and reject: whoever manages the vacancy applied to (admin; the
 * centre's superuser; the superuser of the vacancy's organisation). An
 * application carries its vacancy's centre and organisation.
 */
export function mayDecideApplication(user: CurrentUser | null, application: ApplicationSubject): boolean {
  return mayManageVacancy(user, application);
}

/** Whether the application is the signed-in user's own (a guest's belongs to no account). */
export function isApplicant(user: CurrentUser | null, application: Pick<ApplicationSubject, 'userId'>): boolean {
  return !!user && application.userId !== null && application.userId === user.id;
}

/** The people who decide on an application see it, and so does its applicant. */
export function maySeeApplication(user: CurrentUser | null, application: ApplicationSubject): boolean {
  return mayDecideApplication(user, application) || isApplicant(user, application);
}

/** The list counterpart of maySeeApplication (for a signed-in user). */
export function applicationListScope(user: CurrentUser): ApplicationListScope {
  if (hasRole(user, 'admin')) return { kind: 'all' };
  if (hasRole(user, 'center_superuser')) return { kind: 'center', volunteerCenterId: user.volunteerCenterId, userId: user.id };
  if (hasRole(user, 'organization_superuser')) return { kind: 'organizations', organizationIds: user.managedOrganizationIds, userId: user.id };
  return { kind: 'own', userId: user.id };
}

/** The actions on an application and where each may start (docs/decisions.md, "Applications"). */
export const APPLICATION_TRANSITIONS = {
  review: { from: ['pending'], to: 'in_review' },
  accept: { from: ['pending', 'in_review'], to: 'accepted' },
  reject: { from: ['pending', 'in_review'], to: 'rejected' },
  withdraw: { from: ['pending', 'in_review'], to: 'withdrawn' },
} as const satisfies Record<string, { from: readonly ApplicationStatus[]; to: ApplicationStatus }>;

export type ApplicationAction = keyof typeof APPLICATION_TRANSITIONS;

export function mayTakeAction(action: ApplicationAction, from: ApplicationStatus): boolean {
  return (APPLICATION_TRANSITIONS[action].from as readonly ApplicationStatus[]).includes(from);
}
