import { useCurrentCenter, type PublicForm } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { PublicFormFill } from '@platform/page-blocks';
import { useKnownDetails } from '../hooks/use-known-details';

/** The surface a form sits on, on the empty layout's plain background. */
export const FORM_CARD =
  'w-full max-w-2xl rounded-theme border border-black/10 bg-background p-6 shadow-xs sm:p-8 dark:border-white/15';

/**
 * `/forms/:token`: one form to fill in, alone on the page (the empty layout,
 * spec §2), by its public link or a personal invitation's. A form that takes
 * no answers says why.
 */
export function FormPage({ form }: { form: PublicForm }) {
  const { meta } = useCurrentCenter();
  const knownDetails = useKnownDetails();
  return (
    <>
      <DocumentTitle
        page={form.title}
        appName={meta.appName}
        description={form.description ?? undefined}
      />
      {/* A personal invitation's link is nobody else's business: not for search engines. */}
      <meta name="robots" content="noindex" />
      <div className={`mt-8 ${FORM_CARD}`}>
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
