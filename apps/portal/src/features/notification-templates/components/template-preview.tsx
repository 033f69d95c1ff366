import { Trans, useLingui } from '@lingui/react/macro';
import { useNotificationTemplateMutations, type NotificationTemplate, type NotificationTemplatePreview } from '@platform/api-client';
import type { NotificationTemplateFormInput } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { templateProblems, type TemplateProblem } from '../utils/template-form';

/** How long typing pauses before the preview is rendered again. */
const PREVIEW_DELAY_MS = 500;

/**
 * The mail as the form's current subject and text make it, with sample data,
 * in the centre's layout: rendered by the API and shown in a sandboxed frame
 * (`sandbox=""`: no scripts, no forms, no navigation), so nothing in the mail
 * can touch the portal. Problems in the text are listed instead.
 */
export function TemplatePreview({ template }: { template: NotificationTemplate }) {
  const { t, i18n } = useLingui();
  const subject = useWatch<NotificationTemplateFormInput, 'subject'>({ name: 'subject' });
  const body = useWatch<NotificationTemplateFormInput, 'body'>({ name: 'body' });
  const actionText = useWatch<NotificationTemplateFormInput, 'actionText'>({ name: 'actionText' });
  const { preview } = useNotificationTemplateMutations();
  const { mutate } = preview;
  const [shown, setShown] = useState<NotificationTemplatePreview | null>(null);
  const [problems, setProblems] = useState<TemplateProblem[]>([]);

  useEffect(() => {
    if (!subject?.trim() || !body?.trim()) return;
    // A button text being typed over previews with the saved one until it has a letter.
    const action = actionText?.trim() ? { actionText } : {};
    const timer = setTimeout(
      () =>
        mutate(
          { id: template.id, attributes: { subject, body, ...action } },
          {
            onSuccess: (rendered) => {
              setShown(rendered);
              setProblems([]);
            },
            onError: (error) => setProblems(templateProblems(error, i18n)),
          },
        ),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [mutate, template.id, subject, body, actionText, i18n]);

  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-3">
      <h3 id="preview-heading" className="font-heading text-lg font-semibold">
        <Trans>Preview with sample data</Trans>
      </h3>
      <div role="status" aria-live="polite" className="text-sm">
        {problems.length > 0 ? (
          <ul className="list-disc pl-5 text-red-700 dark:text-red-400">
            {problems.map((problem, index) => (
              <li key={index}>{problem.text}</li>
            ))}
          </ul>
        ) : preview.isPending ? (
          <Trans>Updating the preview…</Trans>
        ) : null}
      </div>
      {shown && (
        <>
          <p>
            <span className="font-semibold">
              <Trans>Subject:</Trans>
            </span>{' '}
            <span>{shown.subject}</span>
          </p>
          <iframe
            title={t`Preview of the e-mail`}
            sandbox=""
            srcDoc={shown.html}
            className="h-[36rem] w-full rounded-theme border border-black/10 bg-white dark:border-white/15"
          />
        </>
      )}
    </section>
  );
}
