import { Trans, useLingui } from '@lingui/react/macro';
import { getManagedOrganizationsQueryOptions, useApiClient, useCurrentCenter, type ManagedOrganization } from '@platform/api-client';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { Button, buttonClassName, ListFrame } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { ActionsCell, ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { useOrganizationActions } from '../hooks/use-organization-actions';
import { ORGANIZATION_TYPE_LABELS } from '../utils/labels';
import { APPROVAL_QUEUE_QUERY } from '../utils/organization-list-search';

/** The queue's heading and page title, shared with its error state. */
export function ApproveOrganizationsHeading() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <div className="mb-6">
      <DocumentTitle page={t`Registrations to approve`} appName={meta.appName} />
      <Link to="/organizations" className={`text-sm font-semibold ${TEXT_LINK_CLASSES}`}>
        <Trans>Back to the organisations</Trans>
      </Link>
      <h1 className="mt-2 font-heading text-3xl font-bold tracking-tight">
        <Trans>Registrations to approve</Trans>
      </h1>
      <p className="mt-2">
        <Trans>Organisations that signed up wait here for your decision. Approved ones become active; both hear of it by e-mail.</Trans>
      </p>
    </div>
  );
}

/**
 * `/organizations/approve` (staff): the pending organisations, the longest
 * waiting first. Approving is direct; denying asks for a reason for the mail.
 * A decided organisation leaves the queue.
 */
export function ApproveOrganizationsPage() {
  const { t, i18n } = useLingui();
  const organizations = useSuspenseQuery(getManagedOrganizationsQueryOptions(useApiClient(), APPROVAL_QUEUE_QUERY));
  const { total } = organizations.data;
  const actions = useOrganizationActions();
  const queueRef = useRef<HTMLHeadingElement>(null);
  // The decided row's buttons are gone: focus goes to the queue's heading, which says how many remain.
  const focusQueue = () => queueRef.current?.focus();

  return (
    <>
      <ApproveOrganizationsHeading />
      {actions.dialogs}
      <h2 ref={queueRef} tabIndex={-1} className="mb-3 font-heading text-xl font-semibold focus:outline-none">
        <Trans>Waiting: {total}</Trans>
      </h2>
      <ListFrame
        query={organizations}
        empty={{
          isEmpty: (data) => data.organizations.length === 0,
          title: <Trans>Nothing to approve</Trans>,
          message: <Trans>No organisation is waiting for approval.</Trans>,
          action: (
            <Link to="/organizations" className={buttonClassName({ variant: 'outline' })}>
              <Trans>Back to the organisations</Trans>
            </Link>
          ),
          headingLevel: 3,
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Organisations waiting for approval</Trans>}
            columns={[t`Name`, t`Type`, t`Place`, t`E-mail address`, t`Registered`, t`Decision`]}
          >
            {data.organizations.map((organization) => (
              <QueueRow
                key={organization.id}
                organization={organization}
                typeLabel={i18n._(ORGANIZATION_TYPE_LABELS[organization.organizationType])}
                registeredOn={formatDate(organization.createdAt, i18n.locale)}
                isPending={actions.isPending}
                onApprove={() => actions.approve(organization, focusQueue)}
                onDeny={() => actions.deny(organization, focusQueue)}
              />
            ))}
          </ListTable>
        )}
      </ListFrame>
    </>
  );
}

function QueueRow({
  organization,
  typeLabel,
  registeredOn,
  isPending,
  onApprove,
  onDeny,
}: {
  organization: ManagedOrganization;
  typeLabel: string;
  registeredOn: string;
  isPending: boolean;
  onApprove: () => void;
  onDeny: () => void;
}) {
  const name = organization.name;
  return (
    <ListRow>
      <ListCell className="font-semibold">
        {/* Underlined: the description below makes the cell a block of text, where colour alone does not mark a link. */}
        <Link to="/organizations/$id/edit" params={{ id: organization.id }} className={`${TEXT_LINK_CLASSES} underline`}>
          {name}
        </Link>
        {organization.description && <p className="mt-1 line-clamp-2 max-w-prose font-normal">{organization.description}</p>}
      </ListCell>
      <ListCell>{typeLabel}</ListCell>
      <ListCell>{organization.city ?? ''}</ListCell>
      <ListCell className="wrap-anywhere">{organization.email ?? ''}</ListCell>
      <ListCell className="whitespace-nowrap">{registeredOn}</ListCell>
      <ActionsCell>
        <Button size="sm" disabled={isPending} onClick={onApprove}>
          <Trans>Approve</Trans>
          <span className="sr-only"> {name}</span>
        </Button>
        <Button variant="outline" size="sm" disabled={isPending} onClick={onDeny}>
          <Trans>Deny</Trans>
          <span className="sr-only"> {name}</span>
        </Button>
      </ActionsCell>
    </ListRow>
  );
}
