import { Trans, useLingui } from '@lingui/react/macro';
import { Form, SubmitButton, TextField } from '@platform/ui';
import { useState } from 'react';
import * as v from 'valibot';
import { STEP_ONE, STEP_TWO, StepFormSummary, StepTwoFields, type StepValues } from './step-form-test-page';
import { TestPageFrame } from './test-page-frame';

type StepOne = v.InferOutput<typeof STEP_ONE>;

/** Props of {@link StepForm2TestPage}: the step the address names, and how to go to another. */
export type StepForm2TestPageProps = { step: 1 | 2; onStep: (step: 1 | 2) => void };

/**
 * `/test/step-form-2`: two forms, one per step, the step kept in the address
 * (`?step=2`), so the browser's Back goes back a step with the answers kept.
 * Arriving at step 2 without the first step's answers starts at step 1.
 */
export function StepForm2TestPage({ step, onStep }: StepForm2TestPageProps) {
  const { t } = useLingui();
  const [first, setFirst] = useState<StepOne | null>(null);
  const [sent, setSent] = useState<StepValues | null>(null);
  const shownStep = first ? step : 1;
  return (
    <TestPageFrame pageKey="step-form-2">
      {sent ? (
        <StepFormSummary values={sent} />
      ) : (
        <>
          <h2 className="mb-4 font-heading text-xl font-semibold">
            <Trans>Step {shownStep} of 2</Trans>
          </h2>
          {shownStep === 1 ? (
            <Form
              key="step-1"
              schema={STEP_ONE}
              defaultValues={first ?? { name: '', email: '' }}
              onSubmit={(values) => {
                setFirst(values);
                onStep(2);
              }}
              aria-label={t`Step 1 of 2`}
              className="flex max-w-2xl flex-col gap-4"
            >
              <TextField name="name" label={t`Name`} isRequired />
              <TextField name="email" type="email" label={t`E-mail address`} isRequired />
              <div>
                <SubmitButton>
                  <Trans>Next</Trans>
                </SubmitButton>
              </div>
            </Form>
          ) : (
            <Form
              key="step-2"
              schema={STEP_TWO}
              defaultValues={{ motivation: '' }}
              onSubmit={(values) => first && setSent({ ...first, ...values })}
              aria-label={t`Step 2 of 2`}
              className="flex max-w-2xl flex-col gap-4"
            >
              <StepTwoFields onBack={() => onStep(1)} />
            </Form>
          )}
        </>
      )}
    </TestPageFrame>
  );
}
