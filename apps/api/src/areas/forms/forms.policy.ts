import { hasRole, type CurrentUser } from '../../identity/access/access';
import type { FormRow, FormScope } from './forms.repository';

/** What a policy needs to know about a form: whose it is. */
export type FormSubject = { organizationId: string; volunteerCenterId: string };

/** Roles that may ever build forms; everyone else is refused before anything is looked up. */
export function mayBuildForms(user: CurrentUser | null): boolean {
  return hasRole(user, 'admin', 'center_superuser', 'content_manager', 'organization_superuser');
}

/**
 * Who manages a form (docs/permissions.md): an admin every form of the
 * tenant, the centre's staff (centre superusers and content managers) all of
 * their centre's, an organisation superuser their own organisations' forms.
 */
export function mayManageForm(user: CurrentUser | null, form: FormSubject): boolean {
  if (!user) return false;
  if (hasRole(user, 'admin')) return true;
  if (
    hasRole(user, 'center_superuser', 'content_manager') &&
    user.volunteerCenterId === form.volunteerCenterId
  )
    return true;
  return (
    hasRole(user, 'organization_superuser') &&
    user.managedOrganizationIds.includes(form.organizationId)
  );
}

/** The list counterpart of mayManageForm, on the request's centre: all of its forms for staff, an organisation superuser's own otherwise. */
export function formListScope(user: CurrentUser, requestCenterId: string): FormScope {
  if (hasRole(user, 'admin')) return { volunteerCenterId: requestCenterId };
  if (
    hasRole(user, 'center_superuser', 'content_manager') &&
    user.volunteerCenterId === requestCenterId
  ) {
    return { volunteerCenterId: requestCenterId };
  }
  return { volunteerCenterId: requestCenterId, organizationIds: user.managedOrganizationIds };
}

/** Naming a form the centre's contact form or one of its workshops is for the centre's staff (and admins). */
export function mayChooseCenterForms(user: CurrentUser | null, volunteerCenterId: string): boolean {
  if (hasRole(user, 'admin')) return true;
  return (
    hasRole(user, 'center_superuser', 'content_manager') &&
    user?.volunteerCenterId === volunteerCenterId
  );
}

/** Whether a form takes answers at `now`: open, and not past its closing date. */
export function isAcceptingAnswers(
  form: Pick<FormRow, 'status' | 'closesAt'>,
  now = new Date(),
): boolean {
  return form.status === 'open' && (!form.closesAt || form.closesAt > now);
}
