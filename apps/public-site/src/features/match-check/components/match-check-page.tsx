import { Trans, useLingui } from '@lingui/react/macro';
import { getMatchCheckQueryOptions, useAnswerMatchCheck, useApiClient, useCurrentCenter, type MatchCheck } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Button, FormFailureAlert, FormSuccessAlert } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';

/** Props of {@link MatchCheckPage}. */
export type MatchCheckPageProps = {
  /** The `token` search parameter of the mail's link. */
  token: string | undefined;
};

function QuestionText({ check }: { check: MatchCheck }) {
  const { vacancyTitle: vacancy, organizationName: organization } = check;
  if (check.question === 'still_volunteering') {
    return <Trans>Are you still volunteering for “{vacancy}” at {organization}?</Trans>;
  }
  if (check.side === 'organization') {
    return <Trans>Is it working out with the volunteer you accepted for “{vacancy}”?</Trans>;
  }
  return <Trans>Is your volunteering for “{vacancy}” at {organization} working out?</Trans>;
}

/**
 * `/vraag?token=…`, the link in the question after an acceptance: the question and a
 * yes and a no button; one click answers, without signing in. It asks first, since a
 * mail program's link scanner opens links and must not answer for anyone.
 */
export function MatchCheckPage({ token }: MatchCheckPageProps) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const client = useApiClient();
  const question = useQuery({ ...getMatchCheckQueryOptions(client, token ?? ''), enabled: !!token });
  const answer = useAnswerMatchCheck();
  const failure = !token ? {} : (question.error ?? answer.error);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <DocumentTitle page={t`A short question`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>A short question</Trans>
      </h1>
      {answer.isSuccess ? (
        <FormSuccessAlert title={t`Thank you for your answer`}>
          <Trans>It helps the volunteer centre bring volunteers and organisations together.</Trans>
        </FormSuccessAlert>
      ) : failure ? (
        <FormFailureAlert
          failure={failure}
          title={t`This link is not valid`}
          description={<Trans>It may have been used already, or it has expired. Each question can be answered once.</Trans>}
        />
      ) : question.data ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="text-lg">
            <QuestionText check={question.data} />
          </legend>
          <div className="flex gap-3">
            <Button type="button" disabled={answer.isPending} onClick={() => answer.mutate({ token: token!, answer: true })}>
              <Trans>Yes</Trans>
            </Button>
            <Button type="button" variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate({ token: token!, answer: false })}>
              <Trans>No</Trans>
            </Button>
          </div>
        </fieldset>
      ) : (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
    </div>
  );
}
