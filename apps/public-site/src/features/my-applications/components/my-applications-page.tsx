import { Trans, useLingui } from '@lingui/react/macro';
import {
  getConversationsQueryOptions,
  getMyApplicationsQueryOptions,
  useApiClient,
  useCurrentCenter,
  type Application,
  type Conversation,
} from '@platform/api-client';
import { CONVERSATION_FILTER_IDS_MAX } from '@platform/contracts';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { Button, buttonClassName, ListFrame } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useWithdrawApplicationDialog } from '../hooks/use-withdraw-application-dialog';
import { canWithdraw, openVacancyId, rejectionReason } from '../utils/my-application';
import { ApplicationConversation } from './application-conversation';
import { ApplicationStatusBadge } from './application-status-badge';

// Ids of the applications' headings, which take focus after a withdrawal.
const HEADING_ID_PREFIX = 'application-';
const headingId = (id: string) => HEADING_ID_PREFIX + id;

/**
 * The conversations about the shown applications, asked for at once (one
 * request, however many applications), by application; `undefined` until
 * they are in, or when they could not be loaded.
 */
function useConversationsByApplication(applications: Application[] | undefined): Map<string, Conversation[]> | undefined {
  const ids = applications?.map((application) => application.id) ?? [];
  const { data } = useQuery({
    ...getConversationsQueryOptions(useApiClient(), { applicationIds: ids, pageSize: CONVERSATION_FILTER_IDS_MAX }),
    enabled: ids.length > 0,
  });
  if (!data) return undefined;
  const byApplication = new Map<string, Conversation[]>(ids.map((id) => [id, []]));
  for (const conversation of data.conversations) {
    if (conversation.applicationId) byApplication.get(conversation.applicationId)?.push(conversation);
  }
  return byApplication;
}

/**
 * `/profiel/aanmeldingen`: the vacancies the signed-in volunteer applied to,
 * newest first, each with the date sent, its status, a rejection's reason,
 * while it is still open a way to withdraw it, and the conversation with the
 * organisation about it (or "Ask a question", which starts one). Loading,
 * failure (with a retry) and "nothing yet" are the list frame's states.
 */
export function MyApplicationsPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const query = useQuery(getMyApplicationsQueryOptions(useApiClient()));
  const conversations = useConversationsByApplication(query.data?.applications);
  const withdraw = useWithdrawApplicationDialog({
    // The button is gone with the new status; focus goes to the application it belonged to.
    onWithdrawn: (id) => document.getElementById(headingId(id))?.focus(),
  });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <DocumentTitle page={t`My applications`} appName={meta.appName} />
      <div>
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>My applications</Trans>
        </h1>
        <p className="mt-3 text-lg leading-relaxed">
          <Trans>The vacancies you applied for while signed in, and how far each application has got.</Trans>
        </p>
      </div>

      <ListFrame
        query={query}
        label={t`Your applications`}
        loading={<Trans>Loading your applications…</Trans>}
        skeleton={{ rows: 3 }}
        failed={{ title: <Trans>Your applications could not be loaded.</Trans> }}
        empty={{
          isEmpty: (data) => data.applications.length === 0,
          title: <Trans>You have not applied for any vacancies yet.</Trans>,
          action: (
            <Link to="/vacancies/search" className={buttonClassName()}>
              <Trans>Find a vacancy in the vacancy bank</Trans>
            </Link>
          ),
        }}
      >
        {({ applications, total }) => {
          const shown = applications.length;
          return (
            <>
              <ol className="flex flex-col gap-4">
                {applications.map((application) => (
                  <li key={application.id}>
                    <ApplicationItem
                      application={application}
                      conversations={conversations?.get(application.id)}
                      isWithdrawing={withdraw.withdrawingId === application.id}
                      onWithdraw={() => withdraw.ask(application)}
                    />
                  </li>
                ))}
              </ol>
              {total > shown && (
                <p className="mt-4 text-sm">
                  <Trans>
                    The {shown} newest of your {total} applications are shown.
                  </Trans>
                </p>
              )}
            </>
          );
        }}
      </ListFrame>
      {withdraw.dialog}
    </div>
  );
}

type ApplicationItemProps = {
  application: Application;
  conversations: Conversation[] | undefined;
  isWithdrawing: boolean;
  onWithdraw: () => void;
};

function ApplicationItem({ application, conversations, isWithdrawing, onWithdraw }: ApplicationItemProps) {
  const { i18n } = useLingui();
  const { id, vacancyTitle, status, createdAt } = application;
  const vacancyId = openVacancyId(application);
  const reason = rejectionReason(application);
  return (
    <article
      aria-labelledby={headingId(id)}
      className="rounded-theme border border-black/10 bg-background p-5 shadow-xs dark:border-white/15"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        {/* Focusable from script only: it takes focus after a withdrawal. */}
        <h2 id={headingId(id)} tabIndex={-1} className="font-heading text-lg font-semibold focus:outline-none">
          {vacancyId ? (
            <Link to="/vacancies/$id" params={{ id: vacancyId }} className="underline underline-offset-4 hover:no-underline">
              {vacancyTitle}
            </Link>
          ) : (
            vacancyTitle
          )}
        </h2>
        <p>
          <span className="sr-only">
            <Trans>Status:</Trans>{' '}
          </span>
          <ApplicationStatusBadge status={status} />
        </p>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt>
            <Trans>Sent on</Trans>
          </dt>
          <dd>
            <time dateTime={createdAt}>{formatDate(createdAt, i18n.locale)}</time>
          </dd>
        </div>
        {!vacancyId && (
          <div>
            <dt className="sr-only">
              <Trans>Vacancy</Trans>
            </dt>
            <dd>
              <Trans>This vacancy is no longer online.</Trans>
            </dd>
          </div>
        )}
      </dl>
      {reason && (
        <div className="mt-3 rounded-theme bg-black/5 p-3 dark:bg-white/10">
          <p className="text-sm font-semibold">
            <Trans>Reason given by the organisation</Trans>
          </p>
          <p className="mt-1 whitespace-pre-line">{reason}</p>
        </div>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {canWithdraw(status) && (
          <Button
            variant="outline"
            size="sm"
            aria-disabled={isWithdrawing || undefined}
            onClick={isWithdrawing ? undefined : onWithdraw}
          >
            <Trans>
              Withdraw<span className="sr-only"> application for {vacancyTitle}</span>
            </Trans>
          </Button>
        )}
        <ApplicationConversation application={application} conversations={conversations} />
      </div>
    </article>
  );
}
