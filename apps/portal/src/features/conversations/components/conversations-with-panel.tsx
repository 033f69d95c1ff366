import { Trans, useLingui } from '@lingui/react/macro';
import { getConversationsQueryOptions, useApiClient, useCurrentUser } from '@platform/api-client';
import { ConversationLinks, StartConversationButton } from '@platform/conversations';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

/** Conversations with one party shown on its page; the list has them all. */
const SHOWN = 10;

/** Props of {@link ConversationsWithPanel}. */
export type ConversationsWithPanelProps = {
  /** The organisation or user whose page this is. */
  party: { type: 'organization' | 'user'; id: string; name: string };
};

/**
 * On an organisation's or a user's page, for the centre's staff: the
 * conversations the centre has with them, and a way to start one (as the
 * centre, so colleagues can take over). Others see nothing here.
 */
export function ConversationsWithPanel({ party }: ConversationsWithPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const user = useCurrentUser();
  const isStaff = user.roles.some(
    (role) => role.name === 'admin' || role.name === 'center_superuser',
  );
  const conversations = useQuery({
    ...getConversationsQueryOptions(useApiClient(), { participantId: party.id, pageSize: SHOWN }),
    enabled: isStaff,
  });
  if (!isStaff) return null;
  const name = party.name;
  const found = conversations.data?.conversations ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="font-heading text-xl font-semibold">
        <Trans>Conversations</Trans>
      </h2>
      {conversations.isError && (
        <p role="alert" className="mt-2">
          <Trans>The conversations could not be loaded.</Trans>
        </p>
      )}
      {found.length > 0 && (
        <div className="mt-2">
          <ConversationLinks conversations={found} />
        </div>
      )}
      <div className="mt-3">
        <StartConversationButton
          recipient={{ recipientType: party.type, recipientId: party.id }}
          label={<Trans>Start a conversation with {name}</Trans>}
          title={<Trans>A conversation with {name}</Trans>}
          description={
            party.type === 'organization'
              ? t`All members of the organisation read it; you write for the volunteer centre, so your colleagues can answer too.`
              : t`You write for the volunteer centre, so your colleagues can answer too.`
          }
        />
      </div>
    </section>
  );
}
