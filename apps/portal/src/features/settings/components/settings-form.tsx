import { Trans, useLingui } from '@lingui/react/macro';
import {
  useUpdateCenterProfile,
  type CenterProfileChanges,
  type VolunteerCenterProfile,
} from '@platform/api-client';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Form,
  FormFailureAlert,
  FormUnsavedChangesGuard,
  useToast,
} from '@platform/ui';
import { useState, type ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';

/** Props of {@link SettingsForm}. */
export type SettingsFormProps<TSchema extends GenericSchema<FieldValues>> = {
  /** The tab's schema, made of the contract's profile schema. */
  schema: TSchema;
  /** The stored profile the form starts from. */
  profile: VolunteerCenterProfile;
  /** The form's values for a profile; after a save the form starts again from the stored profile. */
  toValues: (profile: VolunteerCenterProfile) => DefaultValues<InferInput<TSchema>>;
  /** The change to save for the parsed values. */
  toChanges: (values: InferOutput<TSchema>) => CenterProfileChanges;
  /** Names the form for assistive technology. */
  'aria-label': string;
  children: ReactNode;
};

type Failure = { description: string | null; hasFieldErrors: boolean };

/**
 * One settings tab's form: validated on blur with the contract's schema,
 * saved with `PATCH /volunteer_centers/current/profile`, confirmed with a
 * toast. A refused save marks the fields the API names; other failures are
 * explained above the form.
 */
export function SettingsForm<TSchema extends GenericSchema<FieldValues>>({
  schema,
  profile,
  toValues,
  toChanges,
  'aria-label': ariaLabel,
  children,
}: SettingsFormProps<TSchema>) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const update = useUpdateCenterProfile();
  const [failure, setFailure] = useState<Failure | null>(null);

  type Input = InferInput<TSchema>;
  const handleSubmit = async (values: InferOutput<TSchema>, form: UseFormReturn<Input, unknown, InferOutput<TSchema>>) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(toChanges(values));
      // The stored profile is the new baseline: the form is clean and the page is left without asking.
      form.reset(toValues(saved));
      toast({ color: 'success', title: t`Settings saved`, message: t`The public site shows the changes on its next load.` });
    } catch (error) {
      const hasFieldErrors = applyApiFieldErrors(form, error).some((issue) => issue.field !== undefined);
      setFailure({
        hasFieldErrors,
        description: hasFieldErrors ? null : i18n._(describeError(error).description),
      });
    }
  };

  return (
    <Form
      schema={schema}
      defaultValues={toValues(profile)}
      onSubmit={handleSubmit}
      aria-label={ariaLabel}
      className="flex flex-col gap-6"
    >
      <FormUnsavedChangesGuard />
      <FormFailureAlert failure={failure} title={<Trans>The settings could not be saved</Trans>}>
        <p className="mt-1">{failure?.hasFieldErrors ? <Trans>Check the marked fields.</Trans> : failure?.description}</p>
      </FormFailureAlert>
      {children}
      <div>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </Form>
  );
}

/** A titled group of fields within a settings form. */
export function SettingsSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5 rounded-theme border border-black/10 p-5 dark:border-white/15">
      <div>
        <h3 className="font-heading text-lg font-semibold">{title}</h3>
        {description && <p className="mt-1 text-sm">{description}</p>}
      </div>
      {children}
    </section>
  );
}
