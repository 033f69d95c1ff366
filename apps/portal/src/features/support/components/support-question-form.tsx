import { Trans } from '@lingui/react/macro';
import { getManagedFormsQueryOptions, getPublicFormsQueryOptions, useApiClient, useCurrentUser } from '@platform/api-client';
import type { FormPurpose } from '@platform/contracts';
import { PublicFormFill } from '@platform/page-blocks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { readsCentreQuestions } from '../utils/support-access';

const SUPPORT: FormPurpose = 'support';

/**
 * The centre's "Vraag aan het centrum" form (purpose `support`, built in the
 * form builder) to fill in here, with the user's e-mail address filled in;
 * the centre's staff get a link to the questions sent. Nothing shows while it
 * loads or when the centre has no open question form.
 */
export function SupportQuestionForm() {
  const user = useCurrentUser();
  const client = useApiClient();
  const { data: forms } = useQuery(getPublicFormsQueryOptions(client, { purpose: SUPPORT }));
  const readsAnswers = readsCentreQuestions(user.roles);
  // The public form names itself by its link's token; staff find its answers by the form's id.
  const { data: managed } = useQuery({ ...getManagedFormsQueryOptions(client, { purpose: SUPPORT }), enabled: readsAnswers });
  const form = forms?.[0];
  if (!form) return null;
  const answersOf = managed?.forms.find((candidate) => candidate.token === form.id);
  return (
    <div className="mt-6 max-w-2xl rounded-theme border border-black/10 p-6 dark:border-white/15">
      <PublicFormFill
        token={form.id}
        title={form.title}
        description={form.description}
        availability={form.availability}
        closesAt={form.closesAt}
        questions={form.questions}
        knownDetails={{ name: user.fullName ?? user.name, email: user.email, phone: user.phoneNumber }}
      />
      {answersOf && (
        <p className="mt-4 text-sm">
          <Link to="/form_builder/$id" params={{ id: answersOf.id }} className="underline">
            <Trans>See the questions sent (form builder)</Trans>
          </Link>
        </p>
      )}
    </div>
  );
}
