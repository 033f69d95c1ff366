import { useLingui } from '@lingui/react/macro';
import {
  useStartConversation,
  type Conversation,
  type StartConversationInput,
} from '@platform/api-client';
import {
  CONVERSATION_SUBJECT_MAX,
  conversationStartFormSchema,
  type ConversationStartFormInput,
} from '@platform/contracts';
import {
  applyApiFieldErrors,
  Button,
  Form,
  FormFailureAlert,
  Textarea,
  TextField,
} from '@platform/ui';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { describeConversationFailure } from '../utils/conversation-text';

/** Props of {@link StartConversationForm}. */
export type StartConversationFormProps = {
  /** With whom, and what about (`recipientType`, `recipientId`, `applicationId` or `vacancyId`). */
  recipient: Omit<StartConversationInput, 'subject' | 'body' | 'attachmentIds'>;
  /** A subject to start from, e.g. the vacancy's title. */
  defaultSubject?: string;
  /** Called with the new conversation (open it, close a dialog). */
  onStarted: (conversation: Conversation) => void;
};

/**
 * A subject and a first message, validated on blur with the schema the API
 * uses; a refusal marks the fields the API names, or says why above the form.
 */
export function StartConversationForm({
  recipient,
  defaultSubject = '',
  onStarted,
}: StartConversationFormProps) {
  const { t, i18n } = useLingui();
  const start = useStartConversation();
  const [failure, setFailure] = useState<{ description: string } | null>(null);

  const handleSubmit = async (
    values: ConversationStartFormInput,
    form: UseFormReturn<ConversationStartFormInput, unknown, ConversationStartFormInput>,
  ) => {
    setFailure(null);
    try {
      onStarted(await start.mutateAsync({ ...recipient, ...values }));
    } catch (error) {
      const marked = applyApiFieldErrors(form, error).filter((issue) => issue.field !== undefined);
      if (marked.length === 0)
        setFailure({ description: describeConversationFailure(error, i18n) });
    }
  };

  return (
    <Form
      schema={conversationStartFormSchema}
      defaultValues={{ subject: defaultSubject, body: '' }}
      onSubmit={handleSubmit}
      aria-label={t`New conversation`}
      className="flex flex-col gap-4"
    >
      <FormFailureAlert
        failure={failure}
        title={t`The conversation could not be started`}
        description={failure?.description}
      />
      <TextField
        name="subject"
        label={t`Subject`}
        isRequired
        maxLength={CONVERSATION_SUBJECT_MAX}
      />
      <Textarea name="body" label={t`Message`} isRequired rows={5} />
      <div>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? t`Sending…` : t`Send`}
        </Button>
      </div>
    </Form>
  );
}
