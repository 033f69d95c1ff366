import { Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedOrganizationsQueryOptions,
  getUsersQueryOptions,
  useApiClient,
  useCurrentCenter,
  useCurrentOrganizations,
  useCurrentUser,
  type ManagedUser,
} from '@platform/api-client';
import { ROLE_LABELS, selectSelectedOrganizationId } from '@platform/auth';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName, ListFrame } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from 'react-redux';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { FILTER_CONTROL_CLASS_NAME, FilterField, FilterForm, FilterSelect, type FilterValues } from '@portal/components/filter-form';
import { ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { USER_STATUS_LABELS } from '../utils/labels';
import { ORGANIZATION_CHOICES, toUserListQuery, userPageSize, type UserListSearch } from '../utils/user-list-search';
import { isUserStaff } from '../utils/user-permissions';
import { UserStatusBadge } from './user-status-badge';

/** The list's heading and page title, shared with its error state; staff get "Add user". */
export function UsersHeading({ canAdd }: { canAdd: boolean }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <DocumentTitle page={t`Users`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Users</Trans>
      </h1>
      {canAdd && (
        <Link to="/users/add" className={buttonClassName()}>
          <Trans>Add user</Trans>
        </Link>
      )}
    </div>
  );
}

/**
 * `/users`: the accounts the user may see (the tenant's for admins, the
 * centre's for centre superusers, the members of their organisation for
 * organisation superusers), filtered by words, role, organisation and
 * status, all in the URL. Administrators form one list (spec §9).
 */
export function UsersPage({ search }: { search: UserListSearch }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const organizationId = useSelector(selectSelectedOrganizationId);
  const isStaff = isUserStaff(viewer.roles);
  const users = useSuspenseQuery(getUsersQueryOptions(client, toUserListQuery(search, { isStaff, organizationId })));
  const { total } = users.data;
  // The organisation filter is staff's; its choices load beside the list.
  const organizations = useQuery({ ...getManagedOrganizationsQueryOptions(client, ORGANIZATION_CHOICES), enabled: isStaff }).data?.organizations;
  const ownOrganizationName = useCurrentOrganizations().find((organization) => organization.id === organizationId)?.name ?? '';
  const hasFilters = Boolean(search.q || search.role || search.organization || search.status);
  const pageCount = Math.max(1, Math.ceil(total / userPageSize(search)));

  const handleFilter = ({ q, role, organization, status }: FilterValues<'q' | 'role' | 'organization' | 'status'>) =>
    void navigate({
      to: '/users',
      search: { q, role: role as Role | undefined, organization, status: status as UserStatus | undefined },
    });

  return (
    <>
      <UsersHeading canAdd={isStaff} />
      {!isStaff && (
        <p className="-mt-3 mb-6">
          <Trans>The members of {ownOrganizationName}.</Trans>
        </p>
      )}
      <FilterForm label={t`Filter users`} search={search} onFilter={handleFilter} hasFilters={hasFilters} clearPath="/users">
        <FilterField label={t`Name or e-mail address`}>
          {(id) => <input name="q" id={id} type="search" defaultValue={search.q ?? ''} className={FILTER_CONTROL_CLASS_NAME} />}
        </FilterField>
        <FilterSelect
          label={t`Role`}
          name="role"
          value={search.role}
          allLabel={t`All roles`}
          options={ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
        />
        {isStaff && (
          <FilterSelect
            label={t`Organisation`}
            name="organization"
            value={search.organization}
            allLabel={t`All organisations`}
            options={(organizations ?? []).map((organization) => ({ value: organization.id, label: organization.name }))}
            className="max-w-72"
          />
        )}
        <FilterSelect
          label={t`Status`}
          name="status"
          value={search.status}
          allLabel={t`All statuses`}
          options={USER_STATUSES.map((status) => ({ value: status, label: i18n._(USER_STATUS_LABELS[status]) }))}
        />
      </FilterForm>

      <ListFrame
        query={users}
        empty={{
          isEmpty: (data) => data.users.length === 0,
          title: <Trans>No users found</Trans>,
          message: hasFilters ? (
            <Trans>No user matches these filters. Change or clear them to see more.</Trans>
          ) : (
            <Trans>There are no users here yet.</Trans>
          ),
          action: isStaff && (
            <Link to="/users/add" className={buttonClassName({ variant: 'outline' })}>
              <Trans>Add user</Trans>
            </Link>
          ),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Users by last name, {total} in total</Trans>}
            columns={[t`Name`, t`Roles`, t`Organisations`, t`Status`]}
          >
            {data.users.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ListTable>
        )}
      </ListFrame>
      <Pagination page={search.page ?? 1} pageCount={pageCount} total={total} />
    </>
  );
}

function UserRow({ user }: { user: ManagedUser }) {
  const { i18n } = useLingui();
  const list = (items: string[]) => (items.length > 0 ? new Intl.ListFormat(i18n.locale).format(items) : '–');
  return (
    <ListRow>
      <ListCell>
        <Link to="/users/$id" params={{ id: user.id }} className={`font-semibold ${TEXT_LINK_CLASSES}`}>
          {user.name}
        </Link>
        <div className="opacity-80 wrap-anywhere">{user.email}</div>
      </ListCell>
      <ListCell>{list(user.roles.map((role) => i18n._(ROLE_LABELS[role.name])))}</ListCell>
      <ListCell>{list(user.organizations.map((organization) => organization.name))}</ListCell>
      <ListCell>
        <UserStatusBadge status={user.status} />
      </ListCell>
    </ListRow>
  );
}
