import { Trans, useLingui } from '@lingui/react/macro';
import {
  getPublicFormsQueryOptions,
  useApiClient,
  useCurrentCenter,
  type PublicForm,
} from '@platform/api-client';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { PublicFormFill, type KnownDetails } from '@platform/page-blocks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useKnownDetails } from '../hooks/use-known-details';
import { WORKSHOPS_QUERY } from '../utils/form-queries';

/**
 * `/workshops`: the centre's workshops and trainings open for sign-up (forms
 * whose purpose is `workshop`), each with its description, closing date and
 * sign-up form behind a "Sign up" disclosure.
 */
export function WorkshopsPage() {
  const { t } = useLingui();
  const { meta, center } = useCurrentCenter();
  const knownDetails = useKnownDetails();
  const { data: workshops } = useSuspenseQuery(
    getPublicFormsQueryOptions(useApiClient(), WORKSHOPS_QUERY),
  );
  const centerName = center.name;
  const title = t`Workshops and trainings`;
  const intro = t`Learn something new as a volunteer or as an organisation: ${centerName} organises these workshops and trainings.`;
  return (
    <>
      <DocumentTitle page={title} appName={meta.appName} description={intro} />
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed">{intro}</p>
      {workshops.length === 0 ? (
        <p className="mt-8 rounded-theme border border-dashed border-black/20 p-8 text-center font-semibold dark:border-white/25">
          <Trans>There are no workshops or trainings open for sign-up at the moment.</Trans>
        </p>
      ) : (
        <ul className="mt-8 flex flex-col gap-6">
          {workshops.map((workshop) => (
            <li key={workshop.id}>
              <Workshop workshop={workshop} knownDetails={knownDetails} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Workshop({
  workshop,
  knownDetails,
}: {
  workshop: PublicForm;
  knownDetails: KnownDetails | undefined;
}) {
  const { i18n } = useLingui();
  const workshopTitle = workshop.title;
  const closingDate = workshop.closesAt ? formatDate(workshop.closesAt, i18n.locale) : null;
  const isOpen = workshop.availability === 'open';
  return (
    <article className="rounded-theme border border-black/10 bg-background p-5 shadow-xs sm:p-6 dark:border-white/15">
      <h2 className="font-heading text-xl font-semibold sm:text-2xl">{workshopTitle}</h2>
      {workshop.description && (
        <p className="mt-2 leading-relaxed whitespace-pre-line">{workshop.description}</p>
      )}
      {closingDate && isOpen && (
        <p className="mt-2 text-sm font-semibold">
          <Trans>Sign up until {closingDate}</Trans>
        </p>
      )}
      <details className="group mt-4">
        <summary className="inline-flex cursor-pointer items-center gap-2 rounded-theme font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:text-primary-300">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 fill-current transition-transform group-open:rotate-90"
          >
            <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6Z" />
          </svg>
          <Trans>Sign up for {workshopTitle}</Trans>
        </summary>
        <div className="mt-4">
          <PublicFormFill
            token={workshop.id}
            title={workshopTitle}
            description={workshop.description}
            availability={workshop.availability}
            closesAt={workshop.closesAt}
            questions={workshop.questions}
            knownDetails={knownDetails}
            isHeaderHidden
          />
        </div>
      </details>
    </article>
  );
}
