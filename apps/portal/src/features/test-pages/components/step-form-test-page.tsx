import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Form, SubmitButton, Textarea, TextField } from '@platform/ui';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import * as v from 'valibot';
import { Facts, TestPageFrame } from './test-page-frame';

export const STEP_ONE = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email()),
});
export const STEP_TWO = v.object({
  motivation: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.minLength(20), v.maxLength(500)),
});
const schema = v.object({ ...STEP_ONE.entries, ...STEP_TWO.entries });
const STEP_ONE_FIELDS = Object.keys(STEP_ONE.entries) as (keyof typeof STEP_ONE.entries)[];
export type StepValues = v.InferOutput<typeof schema>;

/** `/test/step-form`: one form in two steps; Next checks the first step's fields only, Send checks all. */
export function StepFormTestPage() {
  const { t } = useLingui();
  const [step, setStep] = useState<1 | 2>(1);
  const [sent, setSent] = useState<StepValues | null>(null);
  return (
    <TestPageFrame pageKey="step-form">
      {sent ? (
        <StepFormSummary values={sent} />
      ) : (
        <Form
          schema={schema}
          defaultValues={{ name: '', email: '', motivation: '' }}
          onSubmit={(values) => setSent(values)}
          aria-label={t`Two-step form`}
          className="flex max-w-2xl flex-col gap-4"
        >
          <StepFields step={step} onStep={setStep} />
        </Form>
      )}
    </TestPageFrame>
  );
}

function StepFields({ step, onStep }: { step: 1 | 2; onStep: (step: 1 | 2) => void }) {
  const { t } = useLingui();
  const form = useFormContext();
  return (
    <>
      <h2 className="font-heading text-xl font-semibold">
        <Trans>Step {step} of 2</Trans>
      </h2>
      {step === 1 ? (
        <>
          <TextField name="name" label={t`Name`} isRequired />
          <TextField name="email" type="email" label={t`E-mail address`} isRequired />
          <div>
            <Button
              onClick={() => {
                // The first step's own schema decides; on a refusal the form shows why on its fields.
                if (v.safeParse(STEP_ONE, form.getValues()).success) onStep(2);
                else void form.trigger(STEP_ONE_FIELDS, { shouldFocus: true });
              }}
            >
              <Trans>Next</Trans>
            </Button>
          </div>
        </>
      ) : (
        <StepTwoFields onBack={() => onStep(1)} />
      )}
    </>
  );
}

/** The second step's field and buttons, the same in both two-step forms. */
export function StepTwoFields({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <Textarea name="motivation" label={t`Motivation`} isRequired description={t`From 20 to 500 characters.`} />
      <div className="flex gap-2">
        <Button variant="outline" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <SubmitButton>
          <Trans>Send</Trans>
        </SubmitButton>
      </div>
    </>
  );
}

/** What both two-step forms show once sent. */
export function StepFormSummary({ values }: { values: StepValues }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="step-form-sent">
      <h2 id="step-form-sent" className="font-heading text-xl font-semibold">
        <Trans>Sent</Trans>
      </h2>
      <div className="mt-3">
        <Facts
          label={t`Sent`}
          facts={[
            [t`Name`, values.name],
            [t`E-mail address`, values.email],
            [t`Motivation`, values.motivation],
          ]}
        />
      </div>
    </section>
  );
}
