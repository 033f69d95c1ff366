import { Trans, useLingui } from '@lingui/react/macro';
import {
  getNotificationPreferencesQueryOptions,
  useApiClient,
  useUpdateNotificationPreferences,
} from '@platform/api-client';
import { NOTIFICATION_KINDS, type NotificationKind } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SaveOutcome } from '../components/save-outcome';
import { ListFrame, SubmitButton } from '@platform/ui';
import { NOTIFICATION_KIND_TEXTS } from './notification-text';

/**
 * Per kind of notification: in the app only, or in the app and by e-mail.
 * Security mails (confirmation, password reset, invitation) always go.
 */
export function NotificationPreferencesForm() {
  const preferences = useQuery(getNotificationPreferencesQueryOptions(useApiClient()));
  return (
    <ListFrame
      query={preferences}
      loading={<Trans>Loading…</Trans>}
      failed={{ title: <Trans>Your notification settings could not be loaded.</Trans> }}
    >
      {(loaded) => <PreferencesForm initial={loaded.emailKinds} />}
    </ListFrame>
  );
}

function PreferencesForm({ initial }: { initial: NotificationKind[] }) {
  const { i18n } = useLingui();
  const update = useUpdateNotificationPreferences();
  const [byEmail, setByEmail] = useState<NotificationKind[]>(initial);
  const toggle = (kind: NotificationKind) =>
    setByEmail((current) =>
      current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind],
    );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(NOTIFICATION_KINDS.filter((kind) => byEmail.includes(kind)));
  };
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit}>
      <SaveOutcome error={update.error} isSuccess={update.isSuccess} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2">
          <Trans>
            You always see notifications here. Tick what you also want by e-mail; mails about your
            account (confirmation, password) always come.
          </Trans>
        </legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input type="checkbox" checked={byEmail.includes(kind)} onChange={() => toggle(kind)} />
            <span>{i18n._(NOTIFICATION_KIND_TEXTS[kind].label)}</span>
          </label>
        ))}
      </fieldset>
      <SubmitButton isPending={update.isPending}>
        <Trans>Save notification settings</Trans>
      </SubmitButton>
    </form>
  );
}
