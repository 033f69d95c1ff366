import { Trans, useLingui } from '@lingui/react/macro';
import {
  getReceivedProfileRepliesQueryOptions,
  useApiClient,
  useCurrentCenter,
  type ProfileReply,
} from '@platform/api-client';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { buttonClassName, ListFrame, StatusBadge } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { REPLY_STATUS_NAMES, REPLY_STATUS_TONES } from '../utils/reply-status';
import { ReplyAnswer } from './reply-answer';
import { RepliesPager } from './replies-pager';

function ReplyCard({ reply }: { reply: ProfileReply }) {
  const { i18n } = useLingui();
  const date = formatDate(reply.createdAt, i18n.locale);
  const organization = reply.organizationName;
  const vacancy = reply.vacancyTitle;
  return (
    <article className="flex flex-col gap-3 rounded-theme border border-black/10 bg-background p-5 shadow-xs dark:border-white/15">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 className="font-heading text-lg font-semibold">
          {vacancy ? (
            <Trans>
              {organization} about {vacancy}
            </Trans>
          ) : (
            organization
          )}
        </h2>
        <StatusBadge tone={REPLY_STATUS_TONES[reply.status]}>
          {i18n._(REPLY_STATUS_NAMES[reply.status])}
        </StatusBadge>
      </div>
      <p className="text-sm opacity-80">
        <Trans>Received on {date}</Trans>
      </p>
      <p className="whitespace-pre-line leading-relaxed">{reply.body}</p>
      {reply.vacancyId && vacancy && (
        <p>
          <Link
            to="/vacancies/$id"
            params={{ id: reply.vacancyId }}
            className="text-primary underline underline-offset-4 dark:text-primary-300"
          >
            <Trans>Read the vacancy {vacancy}</Trans>
          </Link>
        </p>
      )}
      <ReplyAnswer reply={reply} />
    </article>
  );
}

/**
 * `/profile-replies` (spec §2): the replies organisations sent to the
 * volunteer's profile, newest first, with the organisation, the vacancy, the
 * date and the state; an open one is accepted (a conversation, and an
 * application when it named a vacancy) or declined after a confirmation.
 */
export function ProfileRepliesPage({ page }: { page: number }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const query = useQuery(getReceivedProfileRepliesQueryOptions(useApiClient(), page));
  const pageCount = query.data?.pageCount ?? 1;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <DocumentTitle page={t`Replies to your profile`} appName={meta.appName} />
      <div>
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>Replies to your profile</Trans>
        </h1>
        <p className="mt-3 text-lg leading-relaxed">
          <Trans>
            Organisations that found you in the volunteer pool and would like you to help, the
            newest first.
          </Trans>
        </p>
      </div>
      <ListFrame
        query={query}
        label={t`Replies to your profile`}
        loading={<Trans>Loading the replies…</Trans>}
        skeleton={{ rows: 2 }}
        failed={{ title: <Trans>The replies could not be loaded.</Trans> }}
        empty={{
          isEmpty: (loaded) => loaded.replies.length === 0,
          title: <Trans>No organisation has replied yet.</Trans>,
          message: (
            <Trans>
              Organisations can find you when your volunteer profile is in the pool. The more you
              tell about your interests, skills and when you are available, the better they find
              you.
            </Trans>
          ),
          action: (
            <Link
              to="/profile-edit/vrijwilligersprofiel"
              className={buttonClassName({ variant: 'outline' })}
            >
              <Trans>Your volunteer profile</Trans>
            </Link>
          ),
        }}
      >
        {(loaded) => (
          <ol className="flex flex-col gap-4">
            {loaded.replies.map((reply) => (
              <li key={reply.id}>
                <ReplyCard reply={reply} />
              </li>
            ))}
          </ol>
        )}
      </ListFrame>
      <RepliesPager page={page} pageCount={pageCount} />
    </div>
  );
}
