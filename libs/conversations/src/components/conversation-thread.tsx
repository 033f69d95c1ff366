import { Trans, useLingui } from '@lingui/react/macro';
import {
  getConversationMessagesQueryOptions,
  useApiClient,
  useMarkConversationRead,
  type Conversation,
  type ConversationMessage,
} from '@platform/api-client';
import { Button, ListFrame } from '@platform/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MessageComposer } from './message-composer';
import { MessageItem } from './message-item';

/** Props of {@link ConversationThread}. */
export type ConversationThreadProps = {
  /** The conversation as its reader sees it (the page loads it and shows its heading). */
  conversation: Conversation;
};

const VISIBILITY_CHANGE = 'visibilitychange';

/** Whether the reader can see the page, so showing a message means having read it. */
function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/**
 * A conversation's messages, oldest first (older ones on request), and the
 * reply box under them. New messages arrive without a reload (the app's live
 * events refetch them) and are announced politely to screen readers; the
 * conversation is marked read as far as it is shown, while the page is visible.
 */
export function ConversationThread({ conversation }: ConversationThreadProps) {
  const { t } = useLingui();
  const messages = useInfiniteQuery(
    getConversationMessagesQueryOptions(useApiClient(), conversation.id),
  );
  const markRead = useMarkConversationRead();
  const [announcement, setAnnouncement] = useState('');
  const ordered = useMemo<ConversationMessage[]>(
    () =>
      messages.data ? [...messages.data.pages].reverse().flatMap((page) => page.messages) : [],
    [messages.data],
  );
  const sides = useMemo(
    () => new Map(conversation.participants.map((participant) => [participant.id, participant])),
    [conversation.participants],
  );
  const newest = ordered.at(-1)?.number ?? 0;

  // Read as far as shown: now, when more arrives, and when the reader comes back to the tab.
  const markedUpTo = useRef(0);
  const { mutate: markConversationRead } = markRead;
  useEffect(() => {
    const markShown = () => {
      if (!isVisible() || newest <= conversation.lastReadNumber || newest <= markedUpTo.current)
        return;
      markedUpTo.current = newest;
      markConversationRead(conversation.id);
    };
    markShown();
    document.addEventListener(VISIBILITY_CHANGE, markShown);
    return () => document.removeEventListener(VISIBILITY_CHANGE, markShown);
  }, [newest, conversation.id, conversation.lastReadNumber, markConversationRead]);

  // What the other side wrote since the thread was shown is said once, politely.
  const announcedUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (newest === 0) return;
    const since = announcedUpTo.current;
    announcedUpTo.current = newest;
    if (since === null || newest <= since) return;
    const arrived = ordered.filter(
      (message) => message.number > since && !sides.get(message.participantId ?? '')?.isYours,
    );
    const [only] = arrived;
    if (arrived.length === 1 && only) {
      const sender = only.senderName ?? t`Former user`;
      const text = only.body || t`a file`;
      setAnnouncement(t`New message from ${sender}: ${text}`);
    } else if (arrived.length > 1) {
      const count = arrived.length;
      setAnnouncement(t`${count} new messages`);
    }
  }, [newest, ordered, sides, t]);

  return (
    <div className="flex flex-col gap-6">
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <ListFrame
        query={messages}
        loading={<Trans>Loading messages…</Trans>}
        failed={{ title: <Trans>The messages could not be loaded.</Trans> }}
      >
        {() => (
          <section aria-label={t`Messages`} className="flex flex-col gap-3">
            {messages.hasNextPage && (
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={messages.isFetchingNextPage}
                  onClick={() => void messages.fetchNextPage()}
                >
                  {messages.isFetchingNextPage ? (
                    <Trans>Loading older messages…</Trans>
                  ) : (
                    <Trans>Show older messages</Trans>
                  )}
                </Button>
              </div>
            )}
            {ordered.length === 0 ? (
              <p className="rounded-theme border border-dashed border-black/20 p-6 text-center opacity-80 dark:border-white/25">
                <Trans>No messages yet.</Trans>
              </p>
            ) : (
              <ol className="flex flex-col gap-3">
                {ordered.map((message) => (
                  <li key={message.id} className="flex">
                    <MessageItem message={message} side={sides.get(message.participantId ?? '')} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
      </ListFrame>
      <MessageComposer conversationId={conversation.id} />
    </div>
  );
}
