import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { StepForm2TestPage } from '@portal/features/test-pages/components/step-form-2-test-page';

// Any other value (a hand-typed address) is the first step.
const searchSchema = v.object({ step: v.fallback(v.optional(v.picklist([1, 2])), undefined) });

export const Route = createFileRoute('/_authenticated/test/step-form-2')({
  validateSearch: searchSchema,
  component: StepForm2Route,
});

function StepForm2Route() {
  const { step } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <StepForm2TestPage step={step ?? 1} onStep={(next) => void navigate({ search: { step: next } })} />;
}
