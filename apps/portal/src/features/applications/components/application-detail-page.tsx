import { Trans, useLingui } from '@lingui/react/macro';
import { getApplicationQueryOptions, useApiClient, useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Button } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApplicationDecision } from '../hooks/use-application-decision';
import { allowedDecisions, formatMoment } from '../utils/application-list-search';
import { applicantName, DECISION_LABELS, DECISION_VARIANTS } from '../utils/labels';
import { ApplicationConversations } from './application-conversations';
import { ApplicationStatusBadge } from './application-status-badge';
import { BRAND_TEXT_CLASSES, TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { Detail, DetailHeader, DetailSection } from '@portal/components/detail-page';

/**
 * `/applications/{id}`: the applicant, how to reach them, their message, the
 * vacancy, what happened so far, and the decisions the status still allows.
 */
export function ApplicationDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const application = useSuspenseQuery(getApplicationQueryOptions(useApiClient(), id)).data;
  const decision = useApplicationDecision();
  const decisions = allowedDecisions(application.status);
  const format = (iso: string) => formatMoment(iso, i18n.locale);
  const name = applicantName(application, i18n);
  const reason = application.decisionReason;
  const vacancyTitle = application.vacancyTitle;
  const none = <span className="opacity-70">–</span>;

  return (
    <article className="max-w-3xl">
      <DocumentTitle page={t`Application of ${name}`} appName={meta.appName} />
      {decision.dialogs}
      <DetailHeader
        backPath="/applications"
        backLabel={<Trans>Back to the applications</Trans>}
        title={<Trans>Application of {name}</Trans>}
        badge={<ApplicationStatusBadge status={application.status} />}
      />
      <p className="mt-1">
        <Trans>
          For{' '}
          <Link to="/vacancies/$id" params={{ id: application.vacancyId }} className={`font-semibold ${TEXT_LINK_CLASSES}`}>
            {vacancyTitle}
          </Link>
        </Trans>
      </p>

      {decisions.length > 0 && (
        <div role="group" aria-label={t`Decision`} className="mt-6 flex flex-wrap gap-3">
          {decisions.map((choice) => (
            <Button key={choice} variant={DECISION_VARIANTS[choice]} disabled={decision.isPending} onClick={() => decision.ask(choice, application)}>
              {i18n._(DECISION_LABELS[choice])}
            </Button>
          ))}
        </div>
      )}

      <DetailSection title={<Trans>Applicant</Trans>} className="mt-8">
        {application.anonymised ? (
          <p className="mt-2">
            <Trans>The applicant deleted their account. The application is kept for your records, without their details.</Trans>
          </p>
        ) : (
          <dl className="mt-2 divide-y divide-black/10 dark:divide-white/15">
            <Detail term={t`First name`}>{application.firstName || none}</Detail>
            <Detail term={t`Last name`}>{application.lastName || none}</Detail>
            <Detail term={t`E-mail address`}>
              <a href={`mailto:${application.email}`} className={`${BRAND_TEXT_CLASSES} underline`}>
                {application.email}
              </a>
            </Detail>
            <Detail term={t`Phone number`}>
              {application.phoneNumber ? (
                <a href={`tel:${application.phoneNumber.replace(/[^\d+]/g, '')}`} className={`${BRAND_TEXT_CLASSES} underline`}>
                  {application.phoneNumber}
                </a>
              ) : (
                none
              )}
            </Detail>
          </dl>
        )}
      </DetailSection>

      {/* An anonymised application's message left with its applicant. */}
      {!application.anonymised && (
        <DetailSection title={<Trans>Message</Trans>} className="mt-8">
          {application.message ? (
            <p className="mt-2 whitespace-pre-line rounded-theme bg-black/5 p-4 dark:bg-white/5">{application.message}</p>
          ) : (
            <p className="mt-2 opacity-80">
              <Trans>The applicant did not write a message.</Trans>
            </p>
          )}
        </DetailSection>
      )}

      <DetailSection title={<Trans>Conversations</Trans>} className="mt-8">
        <ApplicationConversations application={application} />
      </DetailSection>

      <DetailSection title={<Trans>History</Trans>} className="mt-8">
        <ol className="mt-3 flex flex-col gap-3 border-l-2 border-primary/40 pl-5">
          <li>
            <p className="font-semibold">
              <Trans>Received</Trans>
            </p>
            <p className="text-sm">{format(application.createdAt)}</p>
          </li>
          {application.status === 'in_review' && (
            <li>
              <p className="font-semibold">
                <Trans>Taken into review</Trans>
              </p>
              <p className="text-sm">{format(application.updatedAt)}</p>
            </li>
          )}
          {(application.status === 'accepted' || application.status === 'rejected' || application.status === 'withdrawn') && (
            <li>
              <p className="font-semibold">
                {application.status === 'accepted' ? (
                  <Trans>Accepted</Trans>
                ) : application.status === 'rejected' ? (
                  <Trans>Rejected</Trans>
                ) : (
                  <Trans>Withdrawn by the applicant</Trans>
                )}
              </p>
              <p className="text-sm">{format(application.decidedAt ?? application.updatedAt)}</p>
              {reason && (
                <p className="mt-1">
                  <Trans>Reason: {reason}</Trans>
                </p>
              )}
            </li>
          )}
        </ol>
      </DetailSection>
    </article>
  );
}
