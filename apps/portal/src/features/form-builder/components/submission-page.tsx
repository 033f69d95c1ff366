import { Trans, useLingui } from '@lingui/react/macro';
import {
  getFormSubmissionQueryOptions,
  getManagedFormQueryOptions,
  useApiClient,
  useCurrentCenter,
  useSubmissionMutations,
} from '@platform/api-client';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { Button, ConfirmDialog, useFailureToast, useToast } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { DetailSection } from '@portal/components/detail-page';
import { answerText } from '../utils/answer-text';
import { QUESTION_TYPE_LABELS } from '../utils/labels';

/**
 * `/form_builder/{id}/submissions/{submissionId}`: one person's answers,
 * each beside its question (questions removed since are marked), with the
 * date and a way to delete them.
 */
export function SubmissionPage({ id, submissionId }: { id: string; submissionId: string }) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const navigate = useNavigate();
  const client = useApiClient();
  const form = useSuspenseQuery(getManagedFormQueryOptions(client, id)).data;
  const { submission, questions } = useSuspenseQuery(
    getFormSubmissionQueryOptions(client, id, submissionId),
  ).data;
  const { remove } = useSubmissionMutations(id);
  const [isDeleting, setIsDeleting] = useState(false);
  const received = formatDate(submission.createdAt, i18n.locale, true);
  const formTitle = form.title;
  const words = { yes: t`Yes`, no: t`No` };

  const handleDelete = () => {
    setIsDeleting(false);
    remove.mutate(submissionId, {
      onSuccess: () => {
        toast({
          color: 'success',
          title: t`Answers deleted`,
          message: t`The answers of ${received} are gone.`,
        });
        void navigate({ to: '/form_builder/$id', params: { id } });
      },
      onError: (error) =>
        showFailure(t`The answers could not be deleted`, error),
    });
  };

  return (
    <div className="max-w-3xl">
      <DocumentTitle page={t`Answers of ${received}`} appName={meta.appName} />
      <Link
        to="/form_builder/$id"
        params={{ id }}
        className={`text-sm font-semibold ${TEXT_LINK_CLASSES}`}
      >
        <Trans>Back to {formTitle}</Trans>
      </Link>
      <h1 className="mt-2 font-heading text-3xl font-bold tracking-tight">
        <Trans>Answers of {received}</Trans>
      </h1>
      <p className="mt-2">
        <Trans>
          Sent to “{formTitle}” on {received}.
        </Trans>
      </p>
      <DetailSection title={<Trans>Questions and answers</Trans>} className="mt-6">
        <dl className="mt-2 divide-y divide-black/10 dark:divide-white/15">
          {questions
            .filter((question) => question.questionType !== 'info_section')
            .map((question) => {
              const value = answerText(question, submission.answers[question.id], words);
              return (
                <div
                  key={question.id}
                  className="grid gap-1 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4"
                >
                  <dt className="font-semibold">
                    {question.text}
                    <span className="block text-sm font-normal opacity-80">
                      {i18n._(QUESTION_TYPE_LABELS[question.questionType])}
                      {question.deleted && (
                        <>
                          {' · '}
                          <Trans>deleted question</Trans>
                        </>
                      )}
                    </span>
                  </dt>
                  <dd className="break-words whitespace-pre-line">
                    {value || <span className="italic opacity-80">{t`Not answered`}</span>}
                  </dd>
                </div>
              );
            })}
        </dl>
      </DetailSection>
      <div className="mt-6">
        <Button variant="outline" disabled={remove.isPending} onClick={() => setIsDeleting(true)}>
          <Trans>Delete these answers</Trans>
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isDeleting}
        title={t`Delete the answers of ${received}?`}
        description={<Trans>They are deleted for good, also from the export.</Trans>}
        confirmLabel={t`Delete answers`}
        onConfirm={handleDelete}
        onCancel={() => setIsDeleting(false)}
      />
    </div>
  );
}
