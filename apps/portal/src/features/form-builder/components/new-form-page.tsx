import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, useFormMutations, type FormAttributes } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { useToast } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { DetailHeader } from '@portal/components/detail-page';
import { FormSettingsForm } from './form-settings-form';

/** `/form_builder/new`: a new form's settings; saving opens the builder to add its questions. */
export function NewFormPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { create } = useFormMutations();

  const save = async (attributes: FormAttributes) => {
    const form = await create.mutateAsync(attributes);
    const title = form.title;
    toast({
      color: 'success',
      title: t`Form created`,
      message: t`Add the questions of “${title}”.`,
    });
    void navigate({ to: '/form_builder/$id/edit', params: { id: form.id }, ignoreBlocker: true });
  };

  return (
    <div className="max-w-3xl">
      <DocumentTitle page={t`New form`} appName={meta.appName} />
      <DetailHeader
        backPath="/form_builder"
        backLabel={<Trans>Back to the forms</Trans>}
        title={<Trans>New form</Trans>}
        badge={null}
      />
      <p className="mt-2 mb-6">
        <Trans>Start with the settings; you add the questions next.</Trans>
      </p>
      <FormSettingsForm submitLabel={t`Create form`} onSubmit={save} />
    </div>
  );
}
