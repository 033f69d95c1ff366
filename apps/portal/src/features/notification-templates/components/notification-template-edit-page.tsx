import { Trans, useLingui } from '@lingui/react/macro';
import {
  getNotificationTemplateQueryOptions,
  isApiError,
  useApiClient,
  useNotificationTemplateMutations,
  type NotificationTemplate,
} from '@platform/api-client';
import {
  notificationTemplateFormSchema,
  type NotificationTemplateFormInput,
} from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Checkbox,
  ConfirmDialog,
  Form,
  FormFailureAlert,
  FormUnsavedChangesGuard,
  TextField,
  useFailureToast,
  useToast,
} from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import {
  RichTextEditor,
  type RichTextEditorHandle,
} from '@portal/components/rich-text/rich-text-editor';
import {
  TEMPLATE_LOCALE_LABELS,
  templateFormValues,
  templateProblems,
  type TemplateProblem,
} from '../utils/template-form';
import { PlaceholderList } from './placeholder-list';
import { TemplatePreview } from './template-preview';

type Failure = { problems: TemplateProblem[]; description: string | null };

/**
 * `/notification_templates/$id/edit`: one mail's subject and body (the
 * rich-text editor, placeholders to insert), whether it is sent, a live
 * preview with sample data in the centre's layout, "send a test to me", and
 * for a centre's own copy the way back to the default. Saving a default as a
 * centre superuser makes the centre's copy, whose page this then becomes.
 */
export function NotificationTemplateEditPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const template = useSuspenseQuery(getNotificationTemplateQueryOptions(useApiClient(), id)).data;
  const { update, reset } = useNotificationTemplateMutations();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  const editor = useRef<RichTextEditorHandle>(null);
  const name = template.name;

  const handleSubmit = async (
    values: NotificationTemplateFormInput,
    form: UseFormReturn<NotificationTemplateFormInput, unknown, NotificationTemplateFormInput>,
  ) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ id: template.id, attributes: values });
      form.reset(templateFormValues(saved));
      const name = saved.name;
      toast({ color: 'success', title: t`E-mail saved`, message: t`The next “${name}” mail uses this text.` });
      // Saved: leaving for the centre's new copy asks nothing, though the form's own state may lag a render behind.
      if (saved.id !== template.id) void navigate({ to: '/notification_templates/$id/edit', params: { id: saved.id }, replace: true, ignoreBlocker: true });
    } catch (error) {
      applyApiFieldErrors(form, error);
      const problems = templateProblems(error, i18n);
      setFailure({ problems, description: problems.length > 0 || (isApiError(error) && error.status === 422) ? null : i18n._(describeError(error).description) });
    }
  };

  const handleReset = async () => {
    setIsResetOpen(false);
    await reset.mutateAsync(template.id);
    toast({ color: 'success', title: t`Default text restored`, message: t`This centre sends the default “${name}” mail again.` });
    // The copy is gone, unsaved edits of it with it: nothing left to ask about.
    void navigate({ to: '/notification_templates', search: { locale: template.locale }, ignoreBlocker: true });
  };

  return (
    <section aria-labelledby="template-heading" className="flex flex-col gap-6">
      <div>
        <Link to="/notification_templates" className={TEXT_LINK_CLASSES}>
          <Trans>All e-mails</Trans>
        </Link>
        <h2 id="template-heading" className="mt-2 font-heading text-2xl font-semibold">
          {template.name} <span className="text-base font-normal">({i18n._(TEMPLATE_LOCALE_LABELS[template.locale])})</span>
        </h2>
        <p className="mt-1">
          {template.scope === 'center' ? (
            <Trans>This centre’s own text. The other centres keep the default.</Trans>
          ) : (
            <Trans>The default text for all centres. Saving it here as a centre makes this centre’s own copy.</Trans>
          )}
        </p>
      </div>
      <Form
        key={`${template.id}:${template.updatedAt}`}
        schema={notificationTemplateFormSchema}
        defaultValues={templateFormValues(template)}
        onSubmit={handleSubmit}
        aria-label={t`E-mail ${name}`}
        className="grid gap-6 xl:grid-cols-2"
      >
        <FormUnsavedChangesGuard />
        <div className="flex flex-col gap-5">
          <FormFailureAlert failure={failure} title={<Trans>The e-mail could not be saved</Trans>}>
            {failure && failure.problems.length > 0 ? (
              <ProblemList problems={failure.problems} />
            ) : (
              <p className="mt-1">{failure?.description ?? <Trans>Check the marked fields.</Trans>}</p>
            )}
          </FormFailureAlert>
          <TextField name="subject" label={t`Subject`} isRequired maxLength={200} />
          <RichTextEditor name="body" label={t`Text`} isRequired allowPlaceholderLinks handleRef={editor} />
          {template.action === 'button' && (
            <TextField
              name="actionText"
              label={t`Button text`}
              isRequired
              maxLength={80}
              description={t`The platform adds the button with the link below the text, in every mail of this kind: you choose its words, not where it leads.`}
            />
          )}
          {template.action === 'address' && (
            <TextField
              name="actionText"
              label={t`Label of the new address`}
              isRequired
              maxLength={80}
              description={t`The platform adds the new e-mail address below the text, after these words.`}
            />
          )}
          <PlaceholderList template={template} onInsert={(code) => editor.current?.insertText(code)} />
          <Checkbox
            name="active"
            role="switch"
            label={t`Send this e-mail`}
            disabled={template.security}
            description={
              template.security
                ? t`A security mail (such as a new password or a confirmation) is always sent: without it nobody could get into their account.`
                : t`Switched off, this mail is not sent; people are still told in the app where they have an account.`
            }
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
              <Trans>Save</Trans>
            </Button>
            <SendTestButton template={template} />
            {template.scope === 'center' && (
              <Button variant="outline" onClick={() => setIsResetOpen(true)}>
                <Trans>Back to the default text</Trans>
              </Button>
            )}
          </div>
        </div>
        <TemplatePreview template={template} />
      </Form>
      <ConfirmDialog
        isOpen={isResetOpen}
        title={<Trans>Back to the default text?</Trans>}
        description={<Trans>This centre’s own text of this e-mail is removed; the default for all centres is sent again.</Trans>}
        confirmLabel={<Trans>Use the default text</Trans>}
        onConfirm={() => void handleReset()}
        onCancel={() => setIsResetOpen(false)}
      />
    </section>
  );
}

function ProblemList({ problems }: { problems: TemplateProblem[] }) {
  const { t } = useLingui();
  return (
    <ul className="mt-1 list-disc pl-5">
      {problems.map((problem, index) => (
        <li key={index}>
          <span className="font-semibold">{problem.part === 'subject' ? t`Subject:` : t`Text:`}</span> {problem.text}
        </li>
      ))}
    </ul>
  );
}

/** Mails the form's current (unsaved) subject and text, with sample data, to the signed-in user. */
function SendTestButton({ template }: { template: NotificationTemplate }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const { getValues } = useFormContext<NotificationTemplateFormInput>();
  const { sendTest } = useNotificationTemplateMutations();

  const handleSend = async () => {
    try {
      const actionText = getValues('actionText')?.trim();
      const attributes = { subject: getValues('subject'), body: getValues('body'), ...(actionText ? { actionText } : {}) };
      const sentTo = await sendTest.mutateAsync({ id: template.id, attributes });
      toast({ color: 'success', title: t`Test sent`, message: t`A test with sample data is on its way to ${sentTo}.` });
    } catch (error) {
      const problems = templateProblems(error, i18n);
      showFailure(t`The test could not be sent`, error, {
        message: problems.length > 0 ? problems.map((problem) => problem.text).join(' ') : undefined,
      });
    }
  };

  return (
    <Button variant="outline" onClick={() => void handleSend()} disabled={sendTest.isPending} aria-busy={sendTest.isPending || undefined}>
      <Trans>Send a test to me</Trans>
    </Button>
  );
}
