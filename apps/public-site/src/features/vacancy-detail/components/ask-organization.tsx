import { Trans, useLingui } from '@lingui/react/macro';
import {
  getConversationsQueryOptions,
  getCurrentUserQueryOptions,
  useApiClient,
  type PublicVacancy,
} from '@platform/api-client';
import { ConversationLinks, StartConversationButton } from '@platform/conversations';
import { useQuery } from '@tanstack/react-query';
import { QuestionBox } from './question-box';

/** The visitor writes to the organisation that offers the vacancy. */
const ORGANIZATION_PARTY = 'organization';
/** Conversations about one vacancy shown here; more than a few is unusual. */
const SHOWN = 5;

/** Props of {@link AskOrganization}. */
export type AskOrganizationProps = {
  vacancy: Pick<PublicVacancy, 'id' | 'title'>;
  organizationName: string;
};

/**
 * For a signed-in visitor: the conversations they have about this vacancy
 * (asked about it, or about their application to it), or "Send a message",
 * which starts one with the organisation and opens it. The centre's staff see
 * nothing here (they talk with organisations in the portal). In a chunk of its
 * own: visitors without a session never load it.
 */
export function AskOrganization({ vacancy, organizationName }: AskOrganizationProps) {
  const { t } = useLingui();
  const client = useApiClient();
  const user = useQuery(getCurrentUserQueryOptions(client)).data;
  // Staff speak for their centre: they talk with organisations in the portal.
  const isStaff =
    user?.roles.some((role) => role.name === 'admin' || role.name === 'center_superuser') ?? false;
  const conversations = useQuery({
    ...getConversationsQueryOptions(client, { vacancyIds: [vacancy.id], pageSize: SHOWN }),
    enabled: user !== undefined && !isStaff,
  }).data?.conversations;
  if (!conversations) return null;
  const title = vacancy.title;
  if (conversations.length > 0) {
    return (
      <QuestionBox>
        <p>
          <Trans>You are in touch about this vacancy:</Trans>
        </p>
        <div className="mt-2">
          <ConversationLinks conversations={conversations} />
        </div>
      </QuestionBox>
    );
  }
  return (
    <QuestionBox>
      <p>
        <Trans>Ask {organizationName} what you would like to know about this vacancy.</Trans>
      </p>
      <div className="mt-3">
        <StartConversationButton
          recipient={{ recipientType: ORGANIZATION_PARTY, vacancyId: vacancy.id }}
          label={<Trans>Send a message</Trans>}
          title={<Trans>A message to {organizationName}</Trans>}
          description={t`About the vacancy ${title}. The organisation's members read it and answer in the conversation; they are told at once, and by e-mail when it stays unread for a few minutes.`}
          defaultSubject={t`Question about ${title}`}
        />
      </div>
    </QuestionBox>
  );
}
