import { VACANCY_TYPE_NAMES } from '@platform/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, type PublicVacancy } from '@platform/api-client';
import { safeHttpUrl } from '@platform/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '@platform/i18n';
import { ResponseTime } from '@site/components/response-time';
import { ActivitySchedule } from './activity-schedule';
import { ApplyForm } from './apply-form';
import { VacancyQuestion } from './vacancy-question';
import { VacancyHead } from './vacancy-head';

/** Props of {@link VacancyDetailPage}. */
export type VacancyDetailPageProps = { vacancy: PublicVacancy };

// The description is HTML that the API sanitised when it was saved (a fixed
// list of text tags, safe links); it is shown as it was written.
const DESCRIPTION_CLASS_NAME =
  'leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_h2]:mt-6 [&_h2]:font-heading [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

/** `/vacancies/{id}`: what the vacancy is, who offers it, where and when, whom to contact, and applying. */
export function VacancyDetailPage({ vacancy }: VacancyDetailPageProps) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const organization = vacancy.organization;
  const imageUrl = safeHttpUrl(vacancy.imageUrl);
  const isActivity = vacancy.vacancyType === 'activity';
  const phone = vacancy.contactPhoneVisible ? vacancy.contactPhone : null;
  const hours = vacancy.hoursPerWeek;

  return (
    <>
      <VacancyHead vacancy={vacancy} appName={meta.appName} />
      <p>
        <Link
          to="/vacancies/search"
          className="text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <span aria-hidden="true">← </span>
          <Trans>All vacancies</Trans>
        </Link>
      </p>
      <header className="mt-4">
        {vacancy.vacancyType !== 'volunteering' && (
          <p className="mb-2 inline-block rounded-theme bg-primary/10 px-2 py-0.5 text-sm font-medium text-primary dark:bg-white/10 dark:text-text">
            {i18n._(VACANCY_TYPE_NAMES[vacancy.vacancyType])}
          </p>
        )}
        <h1 className="font-heading text-3xl font-bold tracking-tight text-balance sm:text-4xl">{vacancy.title}</h1>
        {organization && (
          <p className="mt-3 text-lg">
            <Link
              to="/organizations/$id"
              params={{ id: organization.id }}
              className="font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:text-text"
            >
              {organization.name}
            </Link>
            {vacancy.place && <span> · {vacancy.place}</span>}
          </p>
        )}
        {organization && <ResponseTime organizationId={organization.id} className="mt-1" />}
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-10">
          {imageUrl && <img src={imageUrl} alt="" className="aspect-video w-full rounded-theme object-cover" />}
          <section aria-labelledby="vacancy-about">
            <h2 id="vacancy-about" className="font-heading text-2xl font-semibold">
              <Trans>About this vacancy</Trans>
            </h2>
            {vacancy.description ? (
              <div className={DESCRIPTION_CLASS_NAME} dangerouslySetInnerHTML={{ __html: vacancy.description }} />
            ) : (
              <p className="mt-3">
                <Trans>The organisation will tell you more when you apply.</Trans>
              </p>
            )}
          </section>
          {isActivity && (
            <section aria-labelledby="vacancy-when">
              <h2 id="vacancy-when" className="mb-3 font-heading text-2xl font-semibold">
                <Trans>When</Trans>
              </h2>
              <ActivitySchedule vacancy={vacancy} />
            </section>
          )}
          <section
            aria-labelledby="vacancy-apply"
            className="rounded-theme border border-black/10 p-5 sm:p-6 dark:border-white/15"
          >
            <h2 id="vacancy-apply" className="mb-4 font-heading text-2xl font-semibold">
              <Trans>Apply</Trans>
            </h2>
            <ApplyForm vacancyId={vacancy.id} vacancyTitle={vacancy.title} />
          </section>
        </div>

        <aside className="flex flex-col gap-8" aria-label={t`Vacancy details`}>
          {/* Plain groups under headings: the aside is the landmark, and the footer has a "Contact" region of its own. */}
          <div className="rounded-theme bg-primary/5 p-5">
            <h2 className="font-heading text-lg font-semibold">
              <Trans>In short</Trans>
            </h2>
            <dl className="mt-3 flex flex-col gap-3">
              {organization && (
                <Fact term={<Trans>Organisation</Trans>}>
                  <Link to="/organizations/$id" params={{ id: organization.id }} className="underline">
                    {organization.name}
                  </Link>
                </Fact>
              )}
              {vacancy.place && <Fact term={<Trans>Place</Trans>}>{vacancy.place}</Fact>}
              {hours !== null && (
                <Fact term={<Trans>Time</Trans>}>
                  <Trans>{hours} hours a week</Trans>
                </Fact>
              )}
              {vacancy.categories.length > 0 && (
                <Fact term={<Trans>Categories</Trans>}>{vacancy.categories.map((c) => c.name).join(', ')}</Fact>
              )}
              {vacancy.ageGroups.length > 0 && (
                <Fact term={<Trans>Suitable for</Trans>}>{vacancy.ageGroups.map((g) => g.name).join(', ')}</Fact>
              )}
              {vacancy.expiresAt && (
                <Fact term={<Trans>Apply before</Trans>}>{formatDate(vacancy.expiresAt, i18n.locale)}</Fact>
              )}
            </dl>
          </div>
          {(vacancy.contactPerson || phone) && (
            <div className="rounded-theme bg-primary/5 p-5">
              <h2 className="font-heading text-lg font-semibold">
                <Trans>Contact</Trans>
              </h2>
              <dl className="mt-3 flex flex-col gap-3">
                {vacancy.contactPerson && <Fact term={<Trans>Contact person</Trans>}>{vacancy.contactPerson}</Fact>}
                {phone && (
                  <Fact term={<Trans>Phone</Trans>}>
                    <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="underline">
                      {phone}
                    </a>
                  </Fact>
                )}
              </dl>
            </div>
          )}
          <VacancyQuestion vacancy={vacancy} />
        </aside>
      </div>
    </>
  );
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold opacity-80">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
