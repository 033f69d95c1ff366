import { Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedOrganizationsQueryOptions,
  getPoolBlocksQueryOptions,
  useApiClient,
} from '@platform/api-client';
import { formatDate } from '@platform/i18n';
import { Button, ListFrame } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FILTER_CONTROL_CLASS_NAME } from '@portal/components/filter-form';
import { ActionsCell, ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { usePoolStops } from '../hooks/use-pool-stops';
import { POOL_ORGANIZATIONS_QUERY } from '../utils/reply-list';

/**
 * `/vrijwilligerspool/blokkades` (staff): the organisations whose replies to
 * the pool are stopped, why and since when, with "allow again"; and stopping
 * another organisation's replies.
 */
export function BlocksPage() {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const blocks = useSuspenseQuery(getPoolBlocksQueryOptions(client));
  const organizations =
    useQuery(getManagedOrganizationsQueryOptions(client, POOL_ORGANIZATIONS_QUERY)).data
      ?.organizations ?? [];
  const stops = usePoolStops();
  const selectId = useId();
  const [organizationId, setOrganizationId] = useState('');
  const blockedIds = new Set(blocks.data.map((block) => block.organizationId));
  const choices = organizations.filter((organization) => !blockedIds.has(organization.id));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const organization = choices.find((choice) => choice.id === organizationId);
    if (organization) stops.askBlock({ id: organization.id, name: organization.name });
  };

  return (
    <>
      {stops.dialogs}
      <form
        onSubmit={handleSubmit}
        aria-label={t`Stop an organisation's replies`}
        className="mb-6 flex flex-wrap items-end gap-4"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold">
            <Trans>Organisation</Trans>
          </label>
          <select
            id={selectId}
            value={organizationId}
            onChange={(event) => setOrganizationId(event.target.value)}
            className={`${FILTER_CONTROL_CLASS_NAME} max-w-72`}
          >
            <option value="">{t`Choose an organisation`}</option>
            {choices.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={organizationId === '' || stops.isPending}>
          <Trans>Stop its replies</Trans>
        </Button>
      </form>
      <ListFrame
        query={blocks}
        empty={{
          isEmpty: (data) => data.length === 0,
          title: <Trans>No organisation is stopped</Trans>,
          message: (
            <Trans>
              Every approved organisation may reply to volunteers in the pool, within the limits.
            </Trans>
          ),
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Organisations whose replies are stopped</Trans>}
            columns={[t`Organisation`, t`Reason`, t`Since`, t`Actions`]}
          >
            {data.map((block) => (
              <ListRow key={block.id}>
                <ListCell className="font-semibold">{block.organizationName}</ListCell>
                <ListCell className="max-w-md whitespace-pre-line">{block.reason}</ListCell>
                <ListCell className="whitespace-nowrap">
                  {formatDate(block.createdAt, i18n.locale)}
                </ListCell>
                <ActionsCell>
                  <Button
                    variant="light"
                    size="sm"
                    disabled={stops.isPending}
                    onClick={() => stops.askLift(block)}
                  >
                    <Trans>Allow replies again</Trans>
                    <span className="sr-only"> {block.organizationName}</span>
                  </Button>
                </ActionsCell>
              </ListRow>
            ))}
          </ListTable>
        )}
      </ListFrame>
    </>
  );
}
