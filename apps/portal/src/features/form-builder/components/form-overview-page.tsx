import { Trans, useLingui } from '@lingui/react/macro';
import {
  getFormSubmissionsQueryOptions,
  getManagedFormQueryOptions,
  useApiClient,
  useCurrentCenter,
  useSubmissionMutations,
  type ManagedForm,
  type ManagedFormQuestion,
} from '@platform/api-client';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { Button, buttonClassName, ConfirmDialog, ListFrame, useFailureToast, useToast } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { Detail, DetailHeader, DetailSection } from '@portal/components/detail-page';
import { FilterForm, FilterInput, type FilterValues } from '@portal/components/filter-form';
import {
  ActionsCell,
  ListCell,
  ListRow,
  ListTable,
  sortableColumn,
} from '@portal/components/list-table';
import { Pagination } from '@portal/components/pagination';
import { useFormActions } from '../hooks/use-form-actions';
import { useFormOrganizations } from '../hooks/use-form-organizations';
import { answerText } from '../utils/answer-text';
import { csvFileName, saveFile } from '@portal/utils/download';
import { FORM_ACCESS_LABELS, FORM_PURPOSE_LABELS } from '../utils/labels';
import {
  SUBMISSION_LIST_SIZE,
  toSubmissionListQuery,
  type SubmissionSearch,
} from '../utils/submission-search';
import { FormStatusBadge } from './form-badges';
import { FormTabs } from './form-tabs';
import { InvitationsPanel } from './invitations-panel';

const NEWEST_FIRST = '-created_at';
const OLDEST_FIRST = 'created_at';
const DESCENDING = 'descending';
const ASCENDING = 'ascending';

/** Answers a submission row shows besides its date. */
const ROW_ANSWERS = 3;

/** The form's facts: status, who may fill it in, its link, its answers. */
function FormFacts({ form }: { form: ManagedForm }) {
  const { t, i18n } = useLingui();
  const { nameOf } = useFormOrganizations();
  const actions = useFormActions();
  const navigate = useNavigate();
  const questionCount = (form.questions ?? []).filter((question) => !question.deleted).length;
  const publicUrl = form.publicUrl;
  const closing = form.closesAt ? formatDate(form.closesAt, i18n.locale, true) : '';
  return (
    <>
      {actions.dialogs}
      <dl className="divide-y divide-black/10 dark:divide-white/15">
        <Detail term={t`Status`}>
          <FormStatusBadge form={form} />
          {closing && <span className="ml-2">{t`closes on ${closing}`}</span>}
        </Detail>
        <Detail term={t`Organisation`}>{nameOf(form.organizationId) ?? '–'}</Detail>
        <Detail term={t`Who may fill it in`}>
          {i18n._(FORM_ACCESS_LABELS[form.accessPermission])}
        </Detail>
        {form.purpose && <Detail term={t`Use`}>{i18n._(FORM_PURPOSE_LABELS[form.purpose])}</Detail>}
        {publicUrl && (
          <Detail term={t`Public link`}>
            <span className="flex flex-wrap items-center gap-2">
              <a
                href={publicUrl}
                target="_blank"
                rel="noreferrer"
                className={`break-all ${TEXT_LINK_CLASSES}`}
              >
                {publicUrl}
              </a>
              <Button variant="light" size="sm" onClick={() => actions.copyLink(form)}>
                <Trans>Copy link</Trans>
              </Button>
            </span>
          </Detail>
        )}
        <Detail term={t`Questions`}>{questionCount}</Detail>
        <Detail term={t`Answers`}>{form.submissionCount}</Detail>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/form_builder/$id/edit" params={{ id: form.id }} className={buttonClassName()}>
          <Trans>Edit form</Trans>
        </Link>
        <Link
          to="/form_builder/$id/preview"
          params={{ id: form.id }}
          className={buttonClassName({ variant: 'outline' })}
        >
          <Trans>Preview</Trans>
        </Link>
        <Button
          variant="outline"
          disabled={actions.isPending}
          onClick={() => actions.toggleOpen(form)}
        >
          {form.status === 'open' ? <Trans>Close form</Trans> : <Trans>Open form</Trans>}
        </Button>
        <Button
          variant="outline"
          disabled={actions.isPending}
          onClick={() => actions.duplicate(form)}
        >
          <Trans>Copy form</Trans>
        </Button>
        <Button
          variant="outline"
          disabled={actions.isPending}
          onClick={() => actions.remove(form, () => void navigate({ to: '/form_builder' }))}
        >
          <Trans>Delete form</Trans>
        </Button>
      </div>
    </>
  );
}

/** The submissions of a form: filters, the table, export and delete all. */
function Submissions({ form, search }: { form: ManagedForm; search: SubmissionSearch }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const navigate = useNavigate();
  const query = toSubmissionListQuery(search);
  const submissions = useSuspenseQuery(getFormSubmissionsQueryOptions(useApiClient(), form.id, query));
  const { total } = submissions.data;
  const { removeAll, exportCsv } = useSubmissionMutations(form.id);
  const [isDeletingAll, setIsDeletingAll] = useState(false);
  const hasFilters = Boolean(search.q || search.from || search.until);
  const columns: ManagedFormQuestion[] = (form.questions ?? [])
    .filter((question) => !question.deleted && question.questionType !== 'info_section')
    .slice(0, ROW_ANSWERS);
  const words = { yes: t`Yes`, no: t`No` };
  const isNewestFirst = (search.sort ?? NEWEST_FIRST) === NEWEST_FIRST;

  const handleFilter = ({ q, from, until }: FilterValues<'q' | 'from' | 'until'>) =>
    void navigate({ to: '.', search: { ...search, q, from, until, page: undefined } });

  const failed = (title: string) => (error: unknown) =>
    showFailure(title, error);

  const handleExport = () =>
    exportCsv.mutate(
      { text: search.q, from: search.from, until: search.until },
      {
        onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? csvFileName(form.title)),
        onError: failed(t`The answers could not be exported`),
      },
    );

  const handleDeleteAll = () => {
    setIsDeletingAll(false);
    removeAll.mutate(undefined, {
      onSuccess: (deleted) =>
        toast({
          color: 'success',
          title: t`Answers deleted`,
          message: t`${deleted} answers deleted.`,
        }),
      onError: failed(t`The answers could not be deleted`),
    });
  };

  const dateColumn = sortableColumn(t`Received`, isNewestFirst ? DESCENDING : ASCENDING, (link) => (
    <Link
      to="."
      search={{ ...search, sort: isNewestFirst ? OLDEST_FIRST : NEWEST_FIRST, page: undefined }}
      {...link}
    />
  ));

  const totalCount = form.submissionCount;
  return (
    <DetailSection title={<Trans>Answers</Trans>} className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={exportCsv.isPending || total === 0}
          onClick={handleExport}
        >
          <Trans>Export (CSV)</Trans>
        </Button>
        <Button
          variant="outline"
          disabled={removeAll.isPending || totalCount === 0}
          onClick={() => setIsDeletingAll(true)}
        >
          <Trans>Delete all answers</Trans>
        </Button>
      </div>
      <FilterForm
        label={t`Filter answers`}
        search={search}
        onFilter={handleFilter}
        hasFilters={hasFilters}
        clearPath="."
      >
        <FilterInput label={t`Text in the answers`} name="q" value={search.q} />
        <FilterInput label={t`Received from`} name="from" type="date" value={search.from} />
        <FilterInput label={t`Received until`} name="until" type="date" value={search.until} />
      </FilterForm>
      <ListFrame
        query={submissions}
        empty={{
          isEmpty: (data) => data.submissions.length === 0,
          title: <Trans>No answers found</Trans>,
          message: hasFilters ? (
            <Trans>No answer matches these filters. Change or clear them to see more.</Trans>
          ) : (
            <Trans>Nobody has filled in this form yet.</Trans>
          ),
          headingLevel: 3,
        }}
      >
        {(data) => (
          <ListTable
            caption={<Trans>Answers, {total} in total</Trans>}
            columns={[dateColumn, ...columns.map((question) => question.text), t`Actions`]}
          >
            {data.submissions.map((submission) => {
              const received = formatDate(submission.createdAt, i18n.locale, true);
              return (
                <ListRow key={submission.id}>
                  <ListCell className="whitespace-nowrap">
                    <Link
                      to="/form_builder/$id/submissions/$submissionId"
                      params={{ id: form.id, submissionId: submission.id }}
                      className={TEXT_LINK_CLASSES}
                    >
                      {received}
                    </Link>
                  </ListCell>
                  {columns.map((question) => (
                    <ListCell key={question.id} className="max-w-xs truncate">
                      {answerText(question, submission.answers[question.id], words)}
                    </ListCell>
                  ))}
                  <ActionsCell>
                    <Link
                      to="/form_builder/$id/submissions/$submissionId"
                      params={{ id: form.id, submissionId: submission.id }}
                      className={buttonClassName({ variant: 'light', size: 'sm' })}
                    >
                      <Trans>Show</Trans>
                      <span className="sr-only"> {t`the answers of ${received}`}</span>
                    </Link>
                  </ActionsCell>
                </ListRow>
              );
            })}
          </ListTable>
        )}
      </ListFrame>
      <Pagination
        page={search.page ?? 1}
        pageCount={Math.max(1, Math.ceil(total / SUBMISSION_LIST_SIZE))}
        total={total}
      />
      <ConfirmDialog
        isOpen={isDeletingAll}
        title={t`Delete all ${totalCount} answers?`}
        description={<Trans>Every answer to this form is deleted. This cannot be undone.</Trans>}
        confirmLabel={t`Delete all answers`}
        onConfirm={handleDeleteAll}
        onCancel={() => setIsDeletingAll(false)}
      />
    </DetailSection>
  );
}

/**
 * `/form_builder/{id}`: a form at a glance (status, who may fill it in, its
 * public link, its answers), its actions, its answers with filters and
 * export, and the invitations of an invitation-only form.
 */
export function FormOverviewPage({ id, search }: { id: string; search: SubmissionSearch }) {
  const { meta } = useCurrentCenter();
  const form = useSuspenseQuery(getManagedFormQueryOptions(useApiClient(), id)).data;
  const title = form.title;
  return (
    <div className="max-w-5xl">
      <DocumentTitle page={title} appName={meta.appName} />
      <DetailHeader
        backPath="/form_builder"
        backLabel={<Trans>Back to the forms</Trans>}
        title={title}
        badge={<FormStatusBadge form={form} />}
      />
      <FormTabs formId={form.id} />
      <div className="flex flex-col gap-10">
        <FormFacts form={form} />
        {form.accessPermission === 'token_holder' && <InvitationsPanel form={form} />}
        <Submissions form={form} search={search} />
      </div>
    </div>
  );
}
