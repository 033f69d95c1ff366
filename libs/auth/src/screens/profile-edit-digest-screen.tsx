import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@platform/api-client';
import { DIGEST_DAYS } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useUpdateCurrentUser } from '../account/use-update-current-user';
import { SaveOutcome } from '../components/save-outcome';
import { SubmitButton } from '@platform/ui';
import { DigestInterestsForm } from './digest-interests-form';
import { ProfileSection } from './profile-edit-screen';
import { weekdayName } from './weekday-name';

/**
 * `/profile-edit/periodieke-mail`: the weekdays on which the weekly summary is
 * mailed, and what it is about (categories, kinds of work, place and distance).
 */
export function ProfileEditDigestScreen() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const update = useUpdateCurrentUser();
  const [days, setDays] = useState<number[]>(user.digestDays);

  const toggle = (day: number) =>
    setDays((current) =>
      current.includes(day) ? current.filter((d) => d !== day) : [...current, day].sort(),
    );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ digestDays: days });
  };

  return (
    <ProfileSection title={t`Weekly summary`}>
      <form noValidate className="flex flex-col gap-5" onSubmit={handleSubmit}>
        <SaveOutcome error={update.error} isSuccess={update.isSuccess} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2">
            <Trans>On which days do you want to receive the summary by e-mail?</Trans>
          </legend>
          {DIGEST_DAYS.map((day) => (
            <label key={day} className="flex items-center gap-2">
              <input type="checkbox" checked={days.includes(day)} onChange={() => toggle(day)} />
              <span className="capitalize">{weekdayName(day, i18n.locale)}</span>
            </label>
          ))}
        </fieldset>
        <SubmitButton isPending={update.isPending}>
          <Trans>Save</Trans>
        </SubmitButton>
      </form>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">
          <Trans>What the summary is about</Trans>
        </h3>
        <p>
          <Trans>
            New vacancies and activities that match these choices, and your unread notifications.
            Nothing new, no mail.
          </Trans>
        </p>
        <DigestInterestsForm />
      </div>
    </ProfileSection>
  );
}
