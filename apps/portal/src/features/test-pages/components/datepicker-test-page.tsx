import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { formatDate, timeZoneCity } from '@platform/i18n';
import { Form, SubmitButton, TextField } from '@platform/ui';
import { useState } from 'react';
import * as v from 'valibot';
import { Facts, TestPageFrame } from './test-page-frame';

/** Noon in UTC is the same day in every European zone, so a picked day reads as itself. */
const AT_NOON_UTC = 'T12:00:00Z';
const schema = v.object({
  date: v.pipe(v.string(), v.nonEmpty(), v.isoDate()),
  time: v.pipe(v.string(), v.nonEmpty(), v.isoTime()),
});

/**
 * `/test/datepicker`: the browser's own date and time pickers as the portal
 * uses them (a keyboard and screen reader know them), and the moment chosen,
 * read in the centre's time zone.
 */
export function DatepickerTestPage() {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const [chosen, setChosen] = useState<{ date: string; time: string } | null>(null);
  const city = timeZoneCity(meta.timeZone);
  return (
    <TestPageFrame pageKey="datepicker">
      <Form
        schema={schema}
        defaultValues={{ date: '', time: '' }}
        onSubmit={(values) => setChosen(values)}
        aria-label={t`Date picker`}
        className="flex max-w-md flex-col gap-4"
      >
        <TextField name="date" type="date" label={t`Date`} isRequired />
        <TextField name="time" type="time" label={t`Time`} isRequired description={t`In the time of ${city}.`} />
        <div>
          <SubmitButton>
            <Trans>Choose</Trans>
          </SubmitButton>
        </div>
      </Form>
      {chosen && (
        <div className="mt-6">
          <Facts
            label={t`Chosen`}
            facts={[
              [t`Date`, formatDate(chosen.date + AT_NOON_UTC, i18n.locale)],
              [t`Time`, chosen.time],
              [t`Time zone`, meta.timeZone],
            ]}
          />
        </div>
      )}
    </TestPageFrame>
  );
}
