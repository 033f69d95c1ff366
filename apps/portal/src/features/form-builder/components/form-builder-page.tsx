import { Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedFormQueryOptions,
  useApiClient,
  useCurrentCenter,
  useFormMutations,
  type FormAttributes,
} from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { useToast } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailHeader } from '@portal/components/detail-page';
import { FormStatusBadge } from './form-badges';
import { FormSettingsForm } from './form-settings-form';
import { FormTabs } from './form-tabs';
import { QuestionList } from './question-list';

/**
 * `/form_builder/{id}/edit`: the form's settings, saved with their own
 * button (leaving with unsaved changes asks first), and its questions, each
 * change saved at once.
 */
export function FormBuilderPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const { toast } = useToast();
  const form = useSuspenseQuery(getManagedFormQueryOptions(useApiClient(), id)).data;
  const { update } = useFormMutations();
  const title = form.title;

  const save = async (attributes: FormAttributes) => {
    const saved = await update.mutateAsync({ id, attributes });
    const savedTitle = saved.title;
    toast({ color: 'success', title: t`Settings saved`, message: t`“${savedTitle}” is saved.` });
  };

  return (
    <div className="max-w-4xl">
      <DocumentTitle page={t`Build ${title}`} appName={meta.appName} />
      <DetailHeader
        backPath="/form_builder"
        backLabel={<Trans>Back to the forms</Trans>}
        title={title}
        badge={<FormStatusBadge form={form} />}
      />
      <FormTabs formId={form.id} />
      <div className="flex flex-col gap-10">
        <QuestionList form={form} />
        <section aria-labelledby="form-settings" className="flex flex-col gap-4">
          <h2 id="form-settings" className="font-heading text-2xl font-bold">
            <Trans>Settings</Trans>
          </h2>
          {/* Keyed by the form, so another form's builder starts from its own values. */}
          <FormSettingsForm
            key={form.id}
            form={form}
            submitLabel={t`Save settings`}
            onSubmit={save}
          />
        </section>
      </div>
    </div>
  );
}
