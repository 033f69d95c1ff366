import { useLingui } from '@lingui/react/macro';
import { useCurrentUser, type ManagedForm } from '@platform/api-client';
import {
  FORM_ACCESS_PERMISSIONS,
  FORM_PURPOSES,
  FORM_STATUSES,
  FORM_NOTIFY_EMAILS_MAX,
  RETENTION_MONTHS_MAX,
} from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Form,
  FormFailureAlert,
  FormUnsavedChangesGuard,
  RadioGroup,
  Select,
  Textarea,
  TextField,
} from '@platform/ui';
import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFormOrganizations } from '../hooks/use-form-organizations';
import { isFormCentreStaff } from '../utils/form-access';
import {
  formSettingsSchema,
  settingsFieldOf,
  toFormAttributes,
  toFormSettingsValues,
  type FormSettingsValues,
} from '../utils/form-settings';
import type { FormAttributes } from '@platform/api-client';
import {
  FORM_ACCESS_LABELS,
  FORM_ATTRIBUTE_LABELS,
  FORM_PURPOSE_LABELS,
  FORM_STATUS_LABELS,
} from '../utils/labels';

/** Props of {@link FormSettingsForm}. */
export type FormSettingsFormProps = {
  /** The form to change; a new form when absent. */
  form?: ManagedForm;
  submitLabel: string;
  /** Saves; a refusal is thrown back and shown beside the fields. */
  onSubmit: (attributes: FormAttributes) => Promise<unknown>;
  /** Extra buttons beside the save button. */
  children?: ReactNode;
};

type Failure = { title: string; issues: string[]; description: string | null };

const sectionClassName =
  'flex flex-col gap-5 rounded-theme border border-black/10 p-5 dark:border-white/15';

/**
 * A form's settings: its texts, organisation, who may fill it in, status,
 * closing date, the addresses told of each answer, how long answers are kept
 * and (centre staff) what the centre uses it for. Validated on blur; a
 * refused save marks the fields the API names.
 */
export function FormSettingsForm({ form, submitLabel, onSubmit, children }: FormSettingsFormProps) {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  const organizations = useFormOrganizations();
  const mayChoosePurpose = isFormCentreStaff(user.roles);
  const [failure, setFailure] = useState<Failure | null>(null);
  const organizationOptions =
    form && !organizations.options.some((option) => option.value === form.organizationId)
      ? [
          ...organizations.options,
          { value: form.organizationId, label: t`The form's organisation` },
        ]
      : organizations.options;

  const handleSubmit = async (
    values: FormSettingsValues,
    formControl: UseFormReturn<FormSettingsValues, unknown, FormSettingsValues>,
  ) => {
    setFailure(null);
    try {
      await onSubmit(toFormAttributes(values, { mayChoosePurpose }));
      // Saved values are the new baseline, so leaving asks nothing.
      formControl.reset(values);
    } catch (error) {
      const title = t`The form could not be saved`;
      const issues = applyApiFieldErrors(formControl, error, { fieldOf: settingsFieldOf });
      if (issues.length > 0) {
        setFailure({
          title,
          description: null,
          issues: issues.map((issue) => {
            const label = FORM_ATTRIBUTE_LABELS[issue.attribute.split('.')[0] ?? ''];
            const field = label ? i18n._(label) : issue.attribute;
            return t`${field} is not valid.`;
          }),
        });
      } else {
        const described = describeError(error);
        setFailure({ title, issues: [], description: i18n._(described.description) });
      }
    }
  };

  const maxAddresses = FORM_NOTIFY_EMAILS_MAX;
  const maxMonths = RETENTION_MONTHS_MAX;
  return (
    <Form
      schema={formSettingsSchema}
      defaultValues={toFormSettingsValues(form, organizations.defaultId)}
      onSubmit={handleSubmit}
      aria-label={t`Form settings`}
      className="flex flex-col gap-6"
    >
      <FormUnsavedChangesGuard />
      <FormFailureAlert
        failure={failure}
        title={failure?.title}
        description={failure?.description}
        issues={failure?.issues}
      />
      <section className={sectionClassName}>
        <TextField name="title" label={t`Title`} isRequired maxLength={200} />
        <Textarea
          name="description"
          label={t`Description`}
          description={t`Shown above the questions.`}
          rows={3}
        />
        <Select
          name="organizationId"
          label={t`Organisation`}
          isRequired
          placeholder={t`Choose an organisation…`}
          options={organizationOptions}
        />
        <RadioGroup
          name="accessPermission"
          legend={t`Who may fill it in`}
          options={FORM_ACCESS_PERMISSIONS.map((access) => ({
            value: access,
            label: i18n._(FORM_ACCESS_LABELS[access]),
          }))}
        />
      </section>
      <section className={sectionClassName}>
        <Select
          name="status"
          label={t`Status`}
          description={t`A draft takes no answers yet; a closed form no longer does.`}
          options={FORM_STATUSES.map((status) => ({
            value: status,
            label: i18n._(FORM_STATUS_LABELS[status]),
          }))}
        />
        <TextField
          name="closesOn"
          type="date"
          label={t`Closing date`}
          description={t`The form takes answers until the end of this day. Leave empty to keep it open.`}
        />
        <Textarea
          name="confirmationText"
          label={t`Confirmation text`}
          description={t`What people read after sending their answers.`}
          rows={3}
        />
        <Textarea
          name="notifyEmails"
          label={t`Notify these addresses`}
          description={t`Each answer is mailed to these addresses, one per line (at most ${maxAddresses}).`}
          rows={3}
        />
        <TextField
          name="retentionMonths"
          type="number"
          label={t`Keep answers for (months)`}
          description={t`Answers are deleted after this many months (1 to ${maxMonths}).`}
          min={1}
          max={RETENTION_MONTHS_MAX}
          isRequired
        />
        {mayChoosePurpose && (
          <Select
            name="purpose"
            label={t`Use`}
            description={t`The centre's contact form is shown at /contactformulier (one per centre); workshops are listed at /workshops.`}
            options={[
              { value: '', label: t`Only its own link` },
              ...FORM_PURPOSES.map((purpose) => ({
                value: purpose,
                label: i18n._(FORM_PURPOSE_LABELS[purpose]),
              })),
            ]}
          />
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{submitLabel}</Button>
        {children}
      </div>
    </Form>
  );
}
