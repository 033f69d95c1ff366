import { Trans, useLingui } from '@lingui/react/macro';
import {
  getUserQueryOptions,
  getVolunteerCentersQueryOptions,
  useApiClient,
  useCurrentCenter,
  useCurrentUser,
} from '@platform/api-client';
import { ROLE_LABELS } from '@platform/auth';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { Button, buttonClassName } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BRAND_TEXT_CLASSES } from '@portal/components/dark-mode-classes';
import { Detail, DetailHeader, DetailSection } from '@portal/components/detail-page';
import { useSignInAs } from '../hooks/use-sign-in-as';
import { useUserActions } from '../hooks/use-user-actions';
import { STATUS_ACTION_LABELS } from '../utils/labels';
import { grantableRoles, isUserStaff, mayManageUser, signInAsRefusal } from '../utils/user-permissions';
import { statusActions } from '../utils/user-status';
import { UserStatusBadge } from './user-status-badge';

/** Props of {@link UserDetailPage}. */
export type UserDetailPageProps = {
  id: string;
  /** The centre's public site, where users who do not work in the portal land after "sign in as". */
  publicSiteUrl: string;
  /** The staff's internal notes about the user, when the viewer may see them. */
  notes?: ReactNode;
  /** The staff's conversations with the user, from the route (a feature of its own). */
  conversations?: ReactNode;
};

/**
 * `/users/{id}`: the account's details, roles and organisations, its status
 * with the transitions it allows, resending the invitation or confirmation,
 * "sign in as" for admins, deleting, and the staff's internal notes.
 */
export function UserDetailPage({ id, publicSiteUrl, notes, conversations }: UserDetailPageProps) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const { center, meta } = useCurrentCenter();
  const viewer = useCurrentUser();
  const user = useSuspenseQuery(getUserQueryOptions(client, id)).data;
  const isStaff = isUserStaff(viewer.roles);
  // The centre's name is extra: admins see accounts of every centre of the tenant.
  const centres = useQuery({ ...getVolunteerCentersQueryOptions(client), enabled: isStaff }).data;
  const actions = useUserActions();
  const signInAs = useSignInAs(publicSiteUrl);
  const mayManage = mayManageUser(viewer.roles, user);
  const isSelf = user.id === viewer.id;
  const refusal = signInAsRefusal(viewer, user, center.id);
  const removableRoles = new Set(grantableRoles(viewer.roles));
  const canResend = user.status === 'invited' || !user.confirmed || user.unconfirmedEmail !== null;
  const isPending = actions.isPending || signInAs.isPending;
  const name = user.name;
  const pendingEmail = user.unconfirmedEmail;
  const centreName = centres?.find((centre) => centre.id === user.volunteerCenterId)?.name;
  const none = <span className="opacity-70">–</span>;

  return (
    <article>
      <DocumentTitle page={name} appName={meta.appName} />
      {actions.dialogs}
      {signInAs.dialog}
      <DetailHeader
        backPath="/users"
        backLabel={<Trans>Back to the users</Trans>}
        title={name}
        badge={<UserStatusBadge status={user.status} />}
      />
      <p className="mt-1 opacity-80">{user.email}</p>

      {mayManage && (
        <div role="group" aria-label={t`Actions`} className="mt-6 flex flex-wrap gap-3">
          <Link to="/users/$id/edit" params={{ id }} className={buttonClassName()}>
            <Trans>Edit</Trans>
          </Link>
          {!isSelf &&
            statusActions(user.status).map((action) => (
              <Button key={action} variant="outline" disabled={isPending} onClick={() => actions.changeStatus(user, action)}>
                {i18n._(STATUS_ACTION_LABELS[action])}
              </Button>
            ))}
          {canResend && (
            <Button variant="outline" disabled={isPending} onClick={() => actions.resend(user)}>
              {user.status === 'invited' ? <Trans>Resend invitation</Trans> : <Trans>Resend confirmation</Trans>}
            </Button>
          )}
          {refusal === null && (
            <Button variant="secondary" disabled={isPending} onClick={() => signInAs.ask(user)}>
              <Trans>Sign in as this user</Trans>
            </Button>
          )}
          {!isSelf && (
            <Button variant="outline" disabled={isPending} onClick={() => actions.remove(user, () => void navigate({ to: '/users' }))}>
              <Trans>Delete</Trans>
            </Button>
          )}
        </div>
      )}
      {refusal === 'other_centre' && (
        <p className="mt-3 text-sm opacity-80">
          <Trans>To sign in as this user, open the portal of their own volunteer centre: their account works only there.</Trans>
        </p>
      )}

      <DetailSection title={<Trans>Details</Trans>} className="mt-8">
        <dl className="mt-2 divide-y divide-black/10 dark:divide-white/15">
          <Detail term={t`First name`}>{user.firstName || none}</Detail>
          <Detail term={t`Last name`}>{user.lastName || none}</Detail>
          <Detail term={t`E-mail address`}>
            <a href={`mailto:${user.email}`} className={`${BRAND_TEXT_CLASSES} underline`}>
              {user.email}
            </a>
            {pendingEmail && (
              <p className="mt-1 text-sm">
                <Trans>New address waiting for confirmation: {pendingEmail}</Trans>
              </p>
            )}
          </Detail>
          <Detail term={t`Phone number`}>{user.phoneNumber || none}</Detail>
          <Detail term={t`Job title`}>{user.jobTitle || none}</Detail>
          {centreName && <Detail term={t`Volunteer centre`}>{centreName}</Detail>}
          <Detail term={t`Account created`}>{formatDate(user.createdAt, i18n.locale)}</Detail>
          <Detail term={t`Last signed in`}>{user.lastSignInAt ? formatDate(user.lastSignInAt, i18n.locale) : <Trans>Never</Trans>}</Detail>
        </dl>
      </DetailSection>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <DetailSection title={<Trans>Roles</Trans>}>
          {user.roles.length === 0 ? (
            <p className="mt-2 opacity-80">
              <Trans>No roles yet.</Trans>
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-black/10 dark:divide-white/15">
              {user.roles.map((role) => {
                const label = i18n._(ROLE_LABELS[role.name]);
                return (
                  <li key={role.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <span>{label}</span>
                    {mayManage && removableRoles.has(role.name) && (
                      <Button variant="light" size="sm" disabled={isPending} onClick={() => actions.removeRole(user, role.name)}>
                        <Trans>Remove</Trans>
                        <span className="sr-only"> {label}</span>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {mayManage && (
            <Link to="/users/$id/add_role" params={{ id }} className={`mt-4 ${buttonClassName({ variant: 'outline', size: 'sm' })}`}>
              <Trans>Add role</Trans>
            </Link>
          )}
        </DetailSection>

        <DetailSection title={<Trans>Organisations</Trans>}>
          {user.organizations.length === 0 ? (
            <p className="mt-2 opacity-80">
              <Trans>Not a member of any organisation.</Trans>
            </p>
          ) : (
            <ul className="mt-2 list-disc pl-5">
              {user.organizations.map((organization) => (
                <li key={organization.id} className="py-1">
                  {organization.name}
                </li>
              ))}
            </ul>
          )}
        </DetailSection>
      </div>

      {conversations}
      {notes && <div className="mt-8">{notes}</div>}
    </article>
  );
}
