import { Trans, useLingui } from '@lingui/react/macro';
import { useSendMessage } from '@platform/api-client';
import {
  ATTACHMENT_CONTENT_TYPES,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_BODY_MAX,
  UPLOAD_MAX_BYTES,
} from '@platform/contracts';
import { formatByteSize } from '@platform/i18n';
import { Button } from '@platform/ui';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { describeConversationFailure } from '../utils/conversation-text';

const CONTROL_CLASS_NAME =
  'w-full rounded-theme border border-black/30 bg-transparent p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/40';

/** Props of {@link MessageComposer}. */
export type MessageComposerProps = {
  conversationId: string;
};

/**
 * The reply box: a message (Ctrl+Enter or ⌘+Enter sends too; the button is
 * the way) and files to send along, images and PDF up to the API's limit,
 * checked here first. A refusal is said above the box, in words of our own.
 */
export function MessageComposer({ conversationId }: MessageComposerProps) {
  const { t, i18n } = useLingui();
  const send = useSendMessage(conversationId);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const ids = { body: useId(), files: useId(), hint: useId(), problem: useId() };
  const maxSize = formatByteSize(UPLOAD_MAX_BYTES.attachment, i18n.locale);

  const addFiles = (chosen: FileList | null) => {
    const picked = [...(chosen ?? [])];
    if (fileInputRef.current) fileInputRef.current.value = '';
    const refused = picked.find(
      (file) =>
        !(ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type) ||
        file.size > UPLOAD_MAX_BYTES.attachment,
    );
    if (refused) {
      const name = refused.name;
      setProblem(
        t`${name} cannot be sent along: only images (PNG, JPEG, WebP or GIF) and PDF files of at most ${maxSize}.`,
      );
      return;
    }
    if (files.length + picked.length > MESSAGE_ATTACHMENTS_MAX) {
      setProblem(t`A message carries at most ${MESSAGE_ATTACHMENTS_MAX} files.`);
      return;
    }
    setProblem(null);
    setFiles([...files, ...picked]);
  };

  const submit = () => {
    if (send.isPending) return;
    if (body.trim() === '' && files.length === 0) {
      setProblem(t`Write a message or add a file.`);
      textareaRef.current?.focus();
      return;
    }
    if (body.length > MESSAGE_BODY_MAX) {
      setProblem(t`A message is at most ${MESSAGE_BODY_MAX} characters long.`);
      return;
    }
    setProblem(null);
    send.mutate(
      { body: body.trim(), files },
      {
        onSuccess: () => {
          setBody('');
          setFiles([]);
          textareaRef.current?.focus();
        },
        onError: (error) => setProblem(describeConversationFailure(error, i18n)),
      },
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={handleSubmit} aria-label={t`Reply`} className="flex flex-col gap-3">
      {problem && (
        <p
          id={ids.problem}
          role="alert"
          className="rounded-theme border border-red-700/30 bg-red-50 p-3 text-red-900 dark:border-red-400/40 dark:bg-red-950 dark:text-red-100"
        >
          {problem}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.body} className="font-semibold">
          <Trans>Your message</Trans>
        </label>
        <textarea
          id={ids.body}
          ref={textareaRef}
          rows={4}
          value={body}
          maxLength={MESSAGE_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={handleKeyDown}
          aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
          className={CONTROL_CLASS_NAME}
        />
        <p id={ids.hint} className="text-sm opacity-80">
          <Trans>Ctrl+Enter (⌘+Enter on a Mac) sends too.</Trans>
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.files} className="font-semibold">
          <Trans>Files (images or PDF, at most {maxSize} each)</Trans>
        </label>
        <input
          id={ids.files}
          ref={fileInputRef}
          type="file"
          multiple
          accept={ATTACHMENT_CONTENT_TYPES.join(',')}
          onChange={(event) => addFiles(event.target.files)}
          className="text-sm file:mr-3 file:rounded-theme file:border file:border-black/30 file:bg-transparent file:px-3 file:py-1.5 file:font-semibold dark:file:border-white/40"
        />
        {files.length > 0 && (
          <ul aria-label={t`Files to send`} className="mt-1 flex flex-col gap-1">
            {files.map((file, index) => {
              const name = file.name;
              return (
                <li key={`${name}-${index}`} className="flex items-center gap-2 text-sm">
                  <span>{name}</span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t`Remove ${name}`}
                    onClick={() => setFiles(files.filter((_, position) => position !== index))}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </Button>
      </div>
    </form>
  );
}
