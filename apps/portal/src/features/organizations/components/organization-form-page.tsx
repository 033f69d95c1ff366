import { Trans, useLingui } from '@lingui/react/macro';
import {
  ApiError,
  getActivityTypesQueryOptions,
  getManagedOrganizationQueryOptions,
  getNonProfitTypesQueryOptions,
  getVolunteerCentersQueryOptions,
  useApiClient,
  useCurrentCenter,
} from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { useOrganizationPermissions } from '../hooks/use-organization-permissions';
import { DENIED } from '../utils/organization-actions';
import { MembersPanel } from './members-panel';
import { OrganizationForm } from './organization-form';
import { OrganizationStatusBadge } from './organization-status-badge';

const backLinkClassName = `text-sm font-semibold ${TEXT_LINK_CLASSES}`;

/** The lists the form chooses from: the tenant's non-profit types, activity types and centres. */
function useFormLists() {
  const client = useApiClient();
  return {
    nonProfitTypes: useSuspenseQuery(getNonProfitTypesQueryOptions(client)).data,
    activityTypes: useSuspenseQuery(getActivityTypesQueryOptions(client)).data,
    centers: useSuspenseQuery(getVolunteerCentersQueryOptions(client)).data,
  };
}

/** `/organizations/add` (staff): a new organisation, approved at once; admins choose its centre. */
export function AddOrganizationPage() {
  const { t } = useLingui();
  const { center, meta } = useCurrentCenter();
  const permissions = useOrganizationPermissions();
  const lists = useFormLists();
  return (
    <div className="max-w-3xl">
      <DocumentTitle page={t`New organisation`} appName={meta.appName} />
      <Link to="/organizations" className={backLinkClassName}>
        <Trans>Back to the organisations</Trans>
      </Link>
      <h1 className="mt-2 mb-6 font-heading text-3xl font-bold tracking-tight">
        <Trans>New organisation</Trans>
      </h1>
      <OrganizationForm
        nonProfitTypes={lists.nonProfitTypes}
        activityTypes={lists.activityTypes}
        centers={lists.centers}
        currentCenterId={center.id}
        isStaff={permissions.isStaff}
        isAdmin={permissions.isAdmin}
      />
    </div>
  );
}

/** Props of {@link EditOrganizationPage}. */
export type EditOrganizationPageProps = {
  id: string;
  /** The staff's internal notes about the organisation, from the route (a feature of its own). */
  notesPanel?: ReactNode;
  /** The staff's conversations with the organisation, from the route (a feature of its own). */
  conversationsPanel?: ReactNode;
};

/**
 * `/organizations/{id}/edit`: every detail of the organisation, its members,
 * and for staff its internal notes and the way to move it. Organisation
 * managers edit their own organisation's details, not its status, type or
 * partner flag; anyone else gets the 403 screen.
 */
export function EditOrganizationPage({ id, notesPanel, conversationsPanel }: EditOrganizationPageProps) {
  const { t } = useLingui();
  const { center, meta } = useCurrentCenter();
  const organization = useSuspenseQuery(getManagedOrganizationQueryOptions(useApiClient(), id)).data;
  const permissions = useOrganizationPermissions();
  const lists = useFormLists();
  if (!permissions.mayEdit(organization)) throw new ApiError(403, []);
  const name = organization.name;
  const denialReason = organization.status === DENIED ? organization.statusReason : null;
  return (
    <div className="flex max-w-3xl flex-col gap-10">
      <div>
        <DocumentTitle page={t`Edit ${name}`} appName={meta.appName} />
        <Link to="/organizations" className={backLinkClassName}>
          <Trans>Back to the organisations</Trans>
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="font-heading text-3xl font-bold tracking-tight">
            <Trans>Edit {name}</Trans>
          </h1>
          <OrganizationStatusBadge status={organization.status} />
        </div>
        {denialReason && (
          <p className="mt-2">
            <Trans>Reason for the denial: {denialReason}</Trans>
          </p>
        )}
        {permissions.isStaff && meta.features.organizationsMoving && (
          <Link to="/organizations/$id/move" params={{ id }} className={`mt-4 ${buttonClassName({ variant: 'outline', size: 'sm' })}`}>
            <Trans>Move to another volunteer centre</Trans>
          </Link>
        )}
      </div>
      {/* Keyed by the organisation, so another one's edit page starts from its own values. */}
      <OrganizationForm
        key={organization.id}
        organization={organization}
        nonProfitTypes={lists.nonProfitTypes}
        activityTypes={lists.activityTypes}
        centers={lists.centers}
        currentCenterId={center.id}
        isStaff={permissions.isStaff}
        isAdmin={permissions.isAdmin}
      />
      <MembersPanel organizationId={organization.id} organizationName={name} />
      {conversationsPanel}
      {notesPanel}
    </div>
  );
}
