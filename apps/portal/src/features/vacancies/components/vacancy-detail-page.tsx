import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  getApplicationsQueryOptions,
  getManagedVacancyQueryOptions,
  useApiClient,
  useCurrentCenter,
} from '@platform/api-client';
import { safeHttpUrl } from '@platform/contracts';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { Button, buttonClassName, VACANCY_TYPE_NAMES } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useMayManageVacancy } from '../hooks/use-may-manage-vacancy';
import { useVacancyActions } from '../hooks/use-vacancy-actions';
import { formatDateTime, listFormat } from '../utils/format-dates';
import {
  FREQUENCY_LABELS,
  RECURRENCE_PATTERN_LABELS,
  WEEK_OF_MONTH_LABELS,
  WEEKDAY_LABELS,
} from '../utils/labels';
import { parseRecurrenceRule, type Recurrence } from '../utils/recurrence-rule';
import { vacancyActions } from '../utils/vacancy-actions';
import { VacancyStatusBadge } from './vacancy-status-badge';
import { BRAND_TEXT_CLASSES } from '@portal/components/dark-mode-classes';
import { Detail, DetailHeader, DetailSection } from '@portal/components/detail-page';

// The description is read through the editor's schema; Tiptap loads with this page only.
const RichTextView = lazy(() => import('./rich-text-view').then((module) => ({ default: module.RichTextView })));

/**
 * `/vacancies/{id}`: everything about one vacancy, its status with the
 * actions it allows (publish, archive, restore, delete, edit) and a way to
 * its applications.
 */
export function VacancyDetailPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const client = useApiClient();
  const navigate = useNavigate();
  const vacancy = useSuspenseQuery(getManagedVacancyQueryOptions(client, id)).data;
  const mayManage = useMayManageVacancy(vacancy);
  const actions = useVacancyActions();
  // The count is extra: the page stands without it (e.g. for a user who may not see applications).
  const applications = useQuery({ ...getApplicationsQueryOptions(client, { vacancyId: id, pageSize: 1 }), enabled: mayManage });
  const { canPublish, canArchive, canRestore, canDelete } = vacancyActions(vacancy.status);
  const title = vacancy.title;
  // A value stored before the URL rule (say `javascript:`) is never a link.
  const imageUrl = safeHttpUrl(vacancy.imageUrl);
  const recurrence = parseRecurrenceRule(vacancy.recurrenceRule);
  const describeRecurrence = (recurrence: Recurrence) => {
    if (recurrence.monthDay) {
      const week = i18n._(WEEK_OF_MONTH_LABELS[recurrence.monthDay.week]);
      const weekday = i18n._(WEEKDAY_LABELS[recurrence.monthDay.weekday]);
      return t`Every month on the ${week} ${weekday}`;
    }
    const pattern = i18n._(RECURRENCE_PATTERN_LABELS[recurrence.pattern]);
    if (recurrence.weekdays.length === 0) return pattern;
    const days = listFormat(recurrence.weekdays.map((code) => i18n._(WEEKDAY_LABELS[code])), i18n.locale);
    return t`${pattern}: ${days}`;
  };
  const none = <span className="opacity-70">–</span>;
  const applicationCount = applications.data?.total;
  const publishedOn = formatDate(vacancy.publishedAt, i18n.locale);

  return (
    <article>
      <DocumentTitle page={title} appName={meta.appName} />
      {actions.dialogs}
      <DetailHeader
        backPath="/vacancies"
        backLabel={<Trans>Back to the vacancies</Trans>}
        title={title}
        badge={<VacancyStatusBadge status={vacancy.status} />}
      />
      <p className="mt-1 opacity-80">
        {i18n._(VACANCY_TYPE_NAMES[vacancy.vacancyType])}
        {vacancy.organization?.name ? ` · ${vacancy.organization.name}` : ''}
      </p>

      {mayManage && (
        <div role="group" aria-label={t`Actions`} className="mt-6 flex flex-wrap gap-3">
          <Link to="/vacancies/$id/edit" params={{ id }} className={buttonClassName()}>
            <Trans>Edit</Trans>
          </Link>
          {canPublish && (
            <Button variant="secondary" disabled={actions.isPending} onClick={() => actions.publish(vacancy)}>
              <Trans>Publish</Trans>
            </Button>
          )}
          {canArchive && (
            <Button variant="outline" disabled={actions.isPending} onClick={() => actions.archive(vacancy)}>
              <Trans>Archive</Trans>
            </Button>
          )}
          {canRestore && (
            <Button variant="outline" disabled={actions.isPending} onClick={() => actions.restore(vacancy)}>
              <Trans>Restore</Trans>
            </Button>
          )}
          {canDelete && (
            <Button
              variant="outline"
              disabled={actions.isPending}
              onClick={() => actions.remove(vacancy, () => void navigate({ to: '/vacancies' }))}
            >
              <Trans>Delete</Trans>
            </Button>
          )}
        </div>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <DetailSection title={<Trans>Description</Trans>}>
          {vacancy.description ? (
            <Suspense fallback={<p className="mt-2 opacity-70">{t`Loading the description…`}</p>}>
              <div className="mt-2">
                <RichTextView html={vacancy.description} />
              </div>
            </Suspense>
          ) : (
            <p className="mt-2 opacity-80">
              <Trans>No description yet. A description is needed to publish.</Trans>
            </p>
          )}
        </DetailSection>

        {mayManage && (
          <DetailSection title={<Trans>Applications</Trans>} className="rounded-theme border border-black/10 p-5 dark:border-white/15">
            <p className="mt-2">
              {applicationCount === undefined ? (
                <Trans>The applications to this vacancy, with their status.</Trans>
              ) : (
                <Plural
                  value={applicationCount}
                  _0="Nobody has applied yet."
                  one="# application so far."
                  other="# applications so far."
                />
              )}
            </p>
            <Link to="/applications" search={{ vacancy: id }} className={`mt-4 ${buttonClassName({ variant: 'outline', size: 'sm' })}`}>
              <Trans>Show the applications</Trans>
            </Link>
          </DetailSection>
        )}
      </div>

      <DetailSection title={<Trans>Details</Trans>} className="mt-8">
        <dl className="mt-2 divide-y divide-black/10 dark:divide-white/15">
          <Detail term={t`Status`}>
            <VacancyStatusBadge status={vacancy.status} />
            {vacancy.publishedAt && vacancy.status === 'published' && (
              <span className="ml-2">
                <Trans>since {publishedOn}</Trans>
              </span>
            )}
          </Detail>
          <Detail term={t`Organisation`}>{vacancy.organization?.name ?? none}</Detail>
          <Detail term={t`Expiry date`}>{formatDate(vacancy.expiresAt, i18n.locale) || none}</Detail>
          <Detail term={t`Place`}>{vacancy.place || none}</Detail>
          <Detail term={t`Hours per week`}>{vacancy.hoursPerWeek ?? none}</Detail>
          <Detail term={t`Categories`}>{vacancy.categories.map((category) => category.name).join(', ') || none}</Detail>
          <Detail term={t`Age groups`}>{vacancy.ageGroups.map((ageGroup) => ageGroup.name).join(', ') || none}</Detail>
          <Detail term={t`Contact person`}>{vacancy.contactPerson || none}</Detail>
          <Detail term={t`Contact e-mail address`}>
            {vacancy.contactEmail ? (
              <a href={`mailto:${vacancy.contactEmail}`} className={`${BRAND_TEXT_CLASSES} underline`}>
                {vacancy.contactEmail}
              </a>
            ) : (
              none
            )}
          </Detail>
          <Detail term={t`Contact phone number`}>
            {vacancy.contactPhone ? (
              <>
                {vacancy.contactPhone}{' '}
                <span className="opacity-80">
                  {vacancy.contactPhoneVisible ? <Trans>(shown on the website)</Trans> : <Trans>(not shown on the website)</Trans>}
                </span>
              </>
            ) : (
              none
            )}
          </Detail>
          <Detail term={t`Image URL`}>
            {imageUrl ? (
              <a href={imageUrl} className={`break-all ${BRAND_TEXT_CLASSES} underline`} rel="noopener noreferrer">
                {imageUrl}
              </a>
            ) : (
              none
            )}
          </Detail>
          {vacancy.vacancyType === 'activity' && (
            <>
              <Detail term={t`Starts`}>{formatDateTime(vacancy.startsAt, i18n.locale) || none}</Detail>
              <Detail term={t`Ends`}>{formatDateTime(vacancy.endsAt, i18n.locale) || none}</Detail>
              <Detail term={t`Frequency`}>{vacancy.frequency ? i18n._(FREQUENCY_LABELS[vacancy.frequency]) : none}</Detail>
              {vacancy.frequency === 'regularly' && (
                <Detail term={t`Repetition`}>
                  {recurrence ? describeRecurrence(recurrence) : (vacancy.recurrenceRule ?? none)}
                </Detail>
              )}
            </>
          )}
          <Detail term={t`Created`}>{formatDate(vacancy.createdAt, i18n.locale)}</Detail>
        </dl>
      </DetailSection>
    </article>
  );
}
