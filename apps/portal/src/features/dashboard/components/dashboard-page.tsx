import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAnalyticsSummary, useCurrentCenter, useCurrentUser } from '@platform/api-client';
import { ROLE_LABELS, selectSelectedOrganizationId } from '@platform/auth';
import { DocumentTitle } from '@platform/i18n';
import { useSelector } from 'react-redux';
import { VACANCY_STATUS_LABELS } from '@portal/utils/vacancy-status-labels';
import { ORGANIZATION_STATUS_LABELS, USER_STATUS_LABELS } from '../utils/status-labels';

const cardClassName = 'rounded-theme border border-black/10 bg-background p-6 shadow-sm dark:border-white/15';

type FigureListProps = {
  id: string;
  title: string;
  counts: Record<string, number>;
  labels: Record<string, MessageDescriptor>;
};

/** A card of counts by status, every status listed (zero included). */
function FigureList({ id, title, counts, labels }: FigureListProps) {
  const { i18n } = useLingui();
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return (
    <section aria-labelledby={id} className={cardClassName}>
      <h2 id={id} className="font-heading text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-3xl font-bold">{total}</p>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {Object.entries(counts).map(([status, count]) => (
          <div key={status} className="contents">
            <dt>{labels[status] ? i18n._(labels[status]) : status}</dt>
            <dd className="text-right font-semibold tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const GREETINGS: readonly MessageDescriptor[] = [msg`Good night`, msg`Good morning`, msg`Good afternoon`, msg`Good evening`];

/** `/dashboard`: greeting, roles and the figures of the organisation the user acts for. */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const user = useCurrentUser();
  const organizationId = useSelector(selectSelectedOrganizationId);
  const summary = useAnalyticsSummary(organizationId);
  const firstName = user.firstName || user.name || user.email;
  const greeting = i18n._(GREETINGS[Math.floor(new Date().getHours() / 6)] ?? GREETINGS[1]!);
  const organizationName = summary.organizationName;

  return (
    <>
      <DocumentTitle page={t`Dashboard`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>
          {greeting}, {firstName}
        </Trans>
      </h1>
      <p className="mt-2 text-lg opacity-80">
        <Trans>The figures of {organizationName}.</Trans>
      </p>
      <section aria-labelledby="roles-title" className="mt-6">
        <h2 id="roles-title" className="sr-only">
          <Trans>Your roles</Trans>
        </h2>
        <ul className="flex flex-wrap gap-2">
          {user.roles.map((role) => (
            <li key={role.id} className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-on-primary">
              {i18n._(ROLE_LABELS[role.name])}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <FigureList
          id="vacancies-title"
          title={t`Vacancies`}
          counts={summary.vacanciesByStatus}
          labels={VACANCY_STATUS_LABELS}
        />
        <section aria-labelledby="members-title" className={cardClassName}>
          <h2 id="members-title" className="font-heading text-lg font-semibold">
            <Trans>Members</Trans>
          </h2>
          <p className="mt-1 text-3xl font-bold">{summary.members}</p>
          <p className="mt-4 text-sm">
            <Trans>People linked to {organizationName}.</Trans>
          </p>
        </section>
        {summary.centerOrganizationsByStatus && (
          <FigureList
            id="center-organizations-title"
            title={t`Organisations of the centre`}
            counts={summary.centerOrganizationsByStatus}
            labels={ORGANIZATION_STATUS_LABELS}
          />
        )}
        {summary.centerUsersByStatus && (
          <FigureList
            id="center-users-title"
            title={t`Users of the centre`}
            counts={summary.centerUsersByStatus}
            labels={USER_STATUS_LABELS}
          />
        )}
      </div>
    </>
  );
}
