import { useFormContext, useFormState } from 'react-hook-form';
import { useUnsavedChangesPrompt } from '../unsaved-changes/use-unsaved-changes-prompt';

/** Inside a {@link Form}: asks before the page is left while the form has unsaved edits (spec §4). */
export function FormUnsavedChangesGuard() {
  const { control } = useFormContext();
  const { isDirty } = useFormState({ control });
  return useUnsavedChangesPrompt(isDirty);
}
