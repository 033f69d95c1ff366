import { Trans, useLingui } from '@lingui/react/macro';
import { getManagedFormQueryOptions, useApiClient, useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { PublicFormFill } from '@platform/page-blocks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailHeader } from '@portal/components/detail-page';
import { FormStatusBadge } from './form-badges';
import { FormTabs } from './form-tabs';

const OPEN = 'open';

/**
 * `/form_builder/{id}/preview`: the form as visitors see it, drawn by the
 * public site's own component, with its current questions. It validates as
 * the real form does but never sends, whatever the form's status.
 */
export function FormPreviewPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const form = useSuspenseQuery(getManagedFormQueryOptions(useApiClient(), id)).data;
  const title = form.title;
  const questions = (form.questions ?? []).filter((question) => !question.deleted);
  return (
    <div className="max-w-4xl">
      <DocumentTitle page={t`Preview of ${title}`} appName={meta.appName} />
      <DetailHeader
        backPath="/form_builder"
        backLabel={<Trans>Back to the forms</Trans>}
        title={title}
        badge={<FormStatusBadge form={form} />}
      />
      <FormTabs formId={form.id} />
      <p className="mb-4 max-w-2xl">
        <Trans>
          This is how visitors see the form. Try it: it checks your answers as the real form does,
          but sends nothing.
        </Trans>
      </p>
      <section
        aria-label={t`Preview`}
        className="rounded-theme border border-dashed border-black/25 p-6 dark:border-white/25"
      >
        <PublicFormFill
          title={title}
          description={form.description}
          availability={OPEN}
          closesAt={form.closesAt}
          questions={questions}
          preview
          headingLevel={2}
        />
      </section>
    </div>
  );
}
