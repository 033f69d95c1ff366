import { Trans, useLingui } from '@lingui/react/macro';
import type { PartnerKeyScope } from '@platform/contracts';
import {
  ApiError,
  getManagedOrganizationsQueryOptions,
  getPartnerKeysQueryOptions,
  useApiClient,
  useCreatePartnerKey,
  useRevokePartnerKey,
  type PartnerKey,
} from '@platform/api-client';
import { formatDate } from '@platform/i18n';
import { Button, ConfirmDialog, ListFrame } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FILTER_CONTROL_CLASS_NAME } from '@portal/components/filter-form';
import { ActionsCell, ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { DEFAULT_READ_SCOPES, KEY_ORGANIZATIONS_QUERY, READ_SCOPES, SCOPE_LABELS, WRITE_SCOPE } from '../utils/partner-keys';

/** What went wrong, in the API's translated words. */
function failureText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.errors.length > 0) return error.errors.map((e) => e.detail ?? e.title).join(' ');
  return error instanceof Error ? error.message : String(error);
}

function RevokedOn({ date }: { date: string }) {
  return <Trans>Revoked on {date}</Trans>;
}

function KeyReadyHeading({ name }: { name: string }) {
  return <Trans>Key "{name}" is ready</Trans>;
}

/** The key just made: shown this once, to copy. */
function NewKeyPanel({ partnerKey, onDone }: { partnerKey: PartnerKey; onDone: () => void }) {
  const { t } = useLingui();
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(partnerKey.key ?? '');
    setIsCopied(true);
  };
  return (
    <section aria-labelledby="new-partner-key" className="mb-6 rounded-theme border-2 border-primary p-4">
      <h2 id="new-partner-key" className="font-heading text-xl font-bold">
        <KeyReadyHeading name={partnerKey.name} />
      </h2>
      <p className="mt-2">
        <Trans>Copy the key now and give it to the partner safely. It is shown only this once: we keep only a fingerprint of it.</Trans>
      </p>
      <p className="mt-3 overflow-x-auto rounded-theme bg-black/5 p-3 font-mono text-sm break-all dark:bg-white/10" data-testid="partner-key-value">
        {partnerKey.key}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button onClick={() => void copy()}>{t`Copy key`}</Button>
        <Button variant="light" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
        <span role="status" className="text-sm">
          {isCopied ? t`Copied` : ''}
        </span>
      </div>
    </section>
  );
}

function NewKeyForm({ onCreated }: { onCreated: (key: PartnerKey) => void }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const create = useCreatePartnerKey();
  const organizations = useQuery(getManagedOrganizationsQueryOptions(client, KEY_ORGANIZATIONS_QUERY)).data?.organizations ?? [];
  const id = useId();
  const [name, setName] = useState('');
  const [isWrite, setIsWrite] = useState(false);
  const [scopes, setScopes] = useState<PartnerKeyScope[]>(DEFAULT_READ_SCOPES);
  const [organizationId, setOrganizationId] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(
      isWrite ? { name, scopes: [WRITE_SCOPE], organizationId } : { name, scopes },
      {
        onSuccess: (key) => {
          setName('');
          onCreated(key);
        },
      },
    );
  };
  const toggle = (scope: PartnerKeyScope, isOn: boolean) =>
    setScopes((current) => (isOn ? [...current, scope] : current.filter((s) => s !== scope)));
  const failure = failureText(create.error);

  return (
    <form onSubmit={handleSubmit} aria-labelledby={`${id}-heading`} className="mb-8 flex max-w-2xl flex-col gap-4">
      <h2 id={`${id}-heading`} className="font-heading text-xl font-bold">
        <Trans>New key</Trans>
      </h2>
      {failure && (
        <p role="alert" className="rounded-theme border border-red-700 p-3 text-red-800 dark:border-red-400 dark:text-red-300">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className="text-sm font-semibold">
          <Trans>Name</Trans>
        </label>
        <input
          id={`${id}-name`}
          value={name}
          required
          maxLength={255}
          onChange={(event) => setName(event.target.value)}
          aria-describedby={`${id}-name-hint`}
          className={`${FILTER_CONTROL_CLASS_NAME} max-w-md`}
        />
        <p id={`${id}-name-hint`} className="text-sm opacity-80">
          <Trans>Who uses the key, for example "Gemeente Zwolle website".</Trans>
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">
          <Trans>Access</Trans>
        </legend>
        <label className="flex items-center gap-2.5">
          <input type="radio" name={`${id}-access`} className="size-6 accent-primary" checked={!isWrite} onChange={() => setIsWrite(false)} />
          <Trans>Read the centre's public data</Trans>
        </label>
        {!isWrite &&
          READ_SCOPES.map((scope) => (
            <label key={scope} className="ml-8 flex items-center gap-2.5">
              <input
                type="checkbox"
                className="size-6 accent-primary"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              {i18n._(SCOPE_LABELS[scope])}
            </label>
          ))}
        <label className="flex items-center gap-2.5">
          <input type="radio" name={`${id}-access`} className="size-6 accent-primary" checked={isWrite} onChange={() => setIsWrite(true)} />
          <Trans>Write the vacancies of one organisation</Trans>
        </label>
        {isWrite && (
          <div className="ml-8 flex flex-col gap-1.5">
            <label htmlFor={`${id}-organization`} className="text-sm font-semibold">
              <Trans>Organisation</Trans>
            </label>
            <select
              id={`${id}-organization`}
              value={organizationId}
              required
              onChange={(event) => setOrganizationId(event.target.value)}
              className={`${FILTER_CONTROL_CLASS_NAME} max-w-md`}
            >
              <option value="">{t`Choose an organisation`}</option>
              {organizations.map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending}>
          <Trans>Create key</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * `/settings/partner-keys` (admins, centre superusers): the centre's API keys for partners'
 * systems (docs/api.md, "Partner guide"): make one (shown once), see when each was last
 * used, revoke one.
 */
export function PartnerKeysPage() {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const keys = useSuspenseQuery(getPartnerKeysQueryOptions(client));
  const revoke = useRevokePartnerKey();
  const [created, setCreated] = useState<PartnerKey | null>(null);
  const [revoking, setRevoking] = useState<PartnerKey | null>(null);
  const revokingName = revoking?.name ?? '';

  return (
    <>
      <p className="mb-6 max-w-3xl">
        <Trans>
          Partners such as the municipality's website can read the centre's vacancies, organisations and activities, or place one organisation's vacancies, with an API key. The partner guide and the API's description are at /api/docs.
        </Trans>
      </p>
      {created ? <NewKeyPanel partnerKey={created} onDone={() => setCreated(null)} /> : <NewKeyForm onCreated={setCreated} />}
      <ConfirmDialog
        isOpen={revoking !== null}
        title={t`Revoke key "${revokingName}"?`}
        description={t`The partner's next request with this key is refused. This cannot be undone.`}
        confirmLabel={t`Revoke`}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
      <ListFrame
        query={keys}
        empty={{
          isEmpty: (data) => data.length === 0,
          title: <Trans>No keys yet</Trans>,
          message: <Trans>Make a key above for a partner that reads or places the centre's data.</Trans>,
        }}
      >
        {(data) => (
          <ListTable caption={<Trans>The centre's API keys</Trans>} columns={[t`Name`, t`Key`, t`Access`, t`Last used`, t`Status`, t`Actions`]}>
            {data.map((key) => (
              <ListRow key={key.id}>
                <ListCell className="font-semibold">{key.name}</ListCell>
                <ListCell className="font-mono whitespace-nowrap">{key.prefix}…</ListCell>
                <ListCell>
                  {key.scopes.map((scope) => i18n._(SCOPE_LABELS[scope])).join(', ')}
                  {key.organizationName ? ` (${key.organizationName})` : ''}
                </ListCell>
                <ListCell className="whitespace-nowrap">{key.lastUsedAt ? formatDate(key.lastUsedAt, i18n.locale) : t`Never`}</ListCell>
                <ListCell className="whitespace-nowrap">{key.revokedAt ? <RevokedOn date={formatDate(key.revokedAt, i18n.locale)} /> : t`Active`}</ListCell>
                <ActionsCell>
                  {!key.revokedAt && (
                    <Button variant="light" size="sm" disabled={revoke.isPending} onClick={() => setRevoking(key)}>
                      <Trans>Revoke</Trans>
                      <span className="sr-only"> {key.name}</span>
                    </Button>
                  )}
                </ActionsCell>
              </ListRow>
            ))}
          </ListTable>
        )}
      </ListFrame>
    </>
  );
}
