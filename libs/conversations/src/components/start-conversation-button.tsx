import { useLingui } from '@lingui/react/macro';
import type { StartConversationInput } from '@platform/api-client';
import { Button, Dialog, type ButtonProps } from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { StartConversationForm } from './start-conversation-form';

/** Props of {@link StartConversationButton}. */
export type StartConversationButtonProps = {
  /** With whom, and what about. */
  recipient: Omit<StartConversationInput, 'subject' | 'body' | 'attachmentIds'>;
  /** The button's text, e.g. "Start a conversation with the applicant". */
  label: ReactNode;
  /** The dialog's heading. */
  title: ReactNode;
  /** Who will read it, under the heading. */
  description?: ReactNode;
  defaultSubject?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
};

/**
 * A button that opens the "new conversation" dialog (subject and first
 * message) and, once sent, the conversation itself (`/conversations/{id}`,
 * in both apps). Pages place it where a conversation starts: in the portal an
 * application, an organisation, a user, the list; on the public site a
 * volunteer's application and a vacancy.
 */
export function StartConversationButton({
  recipient,
  label,
  title,
  description,
  defaultSubject,
  variant = 'outline',
  size,
}: StartConversationButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={title}
        description={
          description ??
          t`They are told in the app and, when it stays unread for a few minutes, by e-mail.`
        }
        size="lg"
      >
        <StartConversationForm
          recipient={recipient}
          defaultSubject={defaultSubject}
          onStarted={(conversation) => {
            setIsOpen(false);
            void navigate({ to: '/conversations/$id', params: { id: conversation.id } });
          }}
        />
      </Dialog>
    </>
  );
}
