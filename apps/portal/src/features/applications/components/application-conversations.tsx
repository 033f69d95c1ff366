import { Trans, useLingui } from '@lingui/react/macro';
import { getConversationsQueryOptions, useApiClient, type Application } from '@platform/api-client';
import { ConversationLinks, StartConversationButton } from '@platform/conversations';
import { ListFrame } from '@platform/ui';
import { applicantName } from '../utils/labels';
import { useQuery } from '@tanstack/react-query';

/** Conversations about one application shown on its page; more than a few is unusual. */
const SHOWN = 10;
/** The applicant takes part as a person. */
const APPLICANT_PARTY = 'user';

/**
 * The conversations about an application the user takes part in, and a way
 * to start one with the applicant, who needs an account for it: a guest
 * applicant is reached by e-mail or phone, and the page says so.
 */
export function ApplicationConversations({ application }: { application: Application }) {
  const { t, i18n } = useLingui();
  const conversations = useQuery({
    ...getConversationsQueryOptions(useApiClient(), {
      applicationIds: [application.id],
      pageSize: SHOWN,
    }),
    enabled: application.hasAccount,
  });
  const name = applicantName(application, i18n);
  const vacancyTitle = application.vacancyTitle;
  if (application.anonymised) {
    return (
      <p className="mt-2">
        <Trans>The applicant deleted their account and can no longer be reached.</Trans>
      </p>
    );
  }
  if (!application.hasAccount) {
    return (
      <p className="mt-2">
        <Trans>
          {name} applied without an account, so a conversation in the platform is not possible.
          Reach them by e-mail or phone.
        </Trans>
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-col gap-3">
      {/* No conversations yet: the frame is empty and takes no room above the button. */}
      <ListFrame
        query={conversations}
        className="empty:hidden"
        loading={<Trans>Loading the conversations…</Trans>}
        failed={{
          title: <Trans>The conversations about this application could not be loaded.</Trans>,
        }}
      >
        {({ conversations: found }) =>
          found.length > 0 && <ConversationLinks conversations={found} />
        }
      </ListFrame>
      <div>
        <StartConversationButton
          recipient={{ recipientType: APPLICANT_PARTY, applicationId: application.id }}
          label={<Trans>Start a conversation with {name}</Trans>}
          title={<Trans>A conversation with {name}</Trans>}
          description={t`About the application for ${vacancyTitle}. They are told in the app and, when it stays unread for a few minutes, by e-mail.`}
          defaultSubject={t`Your application for ${vacancyTitle}`}
        />
      </div>
    </div>
  );
}
