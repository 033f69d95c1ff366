import { Trans, useLingui } from '@lingui/react/macro';
import { getPublicFormsQueryOptions, useApiClient, useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { PublicFormFill } from '@platform/page-blocks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useKnownDetails } from '../hooks/use-known-details';
import { CONTACT_FORM_QUERY } from '../utils/form-queries';
import { FORM_CARD } from './form-page';

/**
 * `/contactformulier`: the centre's contact form, the form whose purpose is
 * `contact`. A centre without one gets a friendly page leading home.
 */
export function ContactFormPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const knownDetails = useKnownDetails();
  const { data: forms } = useSuspenseQuery(
    getPublicFormsQueryOptions(useApiClient(), CONTACT_FORM_QUERY),
  );
  const form = forms[0];

  if (!form) {
    const title = t`Contact`;
    return (
      <>
        <DocumentTitle page={title} appName={meta.appName} />
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed">
          <Trans>There is no contact form here at the moment.</Trans>
        </p>
        <p className="mt-4">
          <Link
            to="/"
            className="font-semibold text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:text-primary-300"
          >
            <Trans>Go to the home page</Trans>
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <DocumentTitle
        page={form.title}
        appName={meta.appName}
        description={form.description ?? undefined}
      />
      <div className={FORM_CARD}>
        <PublicFormFill
          token={form.id}
          title={form.title}
          description={form.description}
          availability={form.availability}
          closesAt={form.closesAt}
          questions={form.questions}
          knownDetails={knownDetails}
          headingLevel={1}
        />
      </div>
    </>
  );
}
