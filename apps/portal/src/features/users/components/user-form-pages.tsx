import { Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedOrganizationsQueryOptions,
  getUserQueryOptions,
  useApiClient,
  useCurrentCenter,
  useCurrentUser,
} from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { ORGANIZATION_CHOICES } from '../utils/user-list-search';
import { grantableRoles } from '../utils/user-permissions';
import { AddUserForm, EditUserForm } from './user-forms';

const backLinkClassName = `text-sm font-semibold ${TEXT_LINK_CLASSES}`;

/** `/users/add`, titled 'Gebruiker toevoegen' (spec §2): staff invite a new user (the route refuses others). */
export function AddUserPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const viewer = useCurrentUser();
  const organizations = useSuspenseQuery(getManagedOrganizationsQueryOptions(useApiClient(), ORGANIZATION_CHOICES)).data.organizations;
  return (
    <div className="max-w-3xl">
      <DocumentTitle page={t`Add user`} appName={meta.appName} />
      <Link to="/users" className={backLinkClassName}>
        <Trans>Back to the users</Trans>
      </Link>
      <h1 className="mt-2 font-heading text-3xl font-bold tracking-tight">
        <Trans>Add user</Trans>
      </h1>
      <p className="mt-2 mb-6">
        <Trans>The new user receives an e-mail with a link to choose a password. Until then the account has the status Invited.</Trans>
      </p>
      <AddUserForm roles={grantableRoles(viewer.roles)} organizations={organizations} />
    </div>
  );
}

/** `/users/{id}/edit`: the profile and status of an account the viewer may manage (the route refuses others). */
export function EditUserPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const viewer = useCurrentUser();
  const user = useSuspenseQuery(getUserQueryOptions(useApiClient(), id)).data;
  const name = user.name;
  return (
    <div className="max-w-3xl">
      <DocumentTitle page={t`Edit ${name}`} appName={meta.appName} />
      <Link to="/users/$id" params={{ id }} className={backLinkClassName}>
        <Trans>Back to {name}</Trans>
      </Link>
      <h1 className="mt-2 mb-6 font-heading text-3xl font-bold tracking-tight">
        <Trans>Edit user</Trans>
      </h1>
      {/* Keyed by the account, so another user's edit page starts from its own values. */}
      <EditUserForm key={user.id} user={user} canChangeStatus={user.id !== viewer.id} />
    </div>
  );
}
