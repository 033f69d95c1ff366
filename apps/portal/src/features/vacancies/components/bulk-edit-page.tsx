import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedVacancyQueryOptions,
  getVacancyCategoriesQueryOptions,
  refusedAttributes,
  useApiClient,
  useBulkUpdateVacancies,
  useCurrentCenter,
  type VacancyBulkChange,
} from '@platform/api-client';
import { describeError, DocumentTitle, formatDate } from '@platform/i18n';
import {
  Button,
  buttonClassName,
  Checkbox,
  CheckboxGroup,
  ConfirmDialog,
  Form,
  FormFailureAlert,
  Select,
  TextField,
  useToast,
} from '@platform/ui';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { describeApiIssue } from '../utils/api-issues';
import {
  BULK_STATUSES,
  bulkEditFormSchema,
  EMPTY_BULK_EDIT,
  toBulkChanges,
  type BulkEditFormValues,
} from '../utils/bulk-edit';
import { VACANCY_STATUS_LABELS } from '@portal/utils/vacancy-status-labels';
import { VacancyStatusBadge } from './vacancy-status-badge';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';

type Failure = { description: string | null; perVacancy: { title: string; problems: string[] }[] };

/**
 * `/vacancies/bulk-edit?ids=…`: one change of status, expiry date and
 * categories for every vacancy selected in the list, after a confirmation.
 * The API applies all or nothing; its problems are listed per vacancy.
 */
export function BulkEditPage({ ids }: { ids: readonly string[] }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <div className="max-w-3xl">
      <DocumentTitle page={t`Edit several vacancies`} appName={meta.appName} />
      <Link to="/vacancies" className={`text-sm font-semibold ${TEXT_LINK_CLASSES}`}>
        <Trans>Back to the vacancies</Trans>
      </Link>
      <h1 className="mt-2 mb-6 font-heading text-3xl font-bold tracking-tight">
        <Trans>Edit several vacancies</Trans>
      </h1>
      {ids.length === 0 ? (
        <div className="rounded-theme border border-dashed border-black/25 p-8 dark:border-white/25">
          <p>
            <Trans>No vacancies are selected. Select them in the list of vacancies first.</Trans>
          </p>
          <Link to="/vacancies" className={`mt-4 ${buttonClassName({ variant: 'outline' })}`}>
            <Trans>To the vacancies</Trans>
          </Link>
        </div>
      ) : (
        <BulkEditForm ids={ids} />
      )}
    </div>
  );
}

function BulkEditForm({ ids }: { ids: readonly string[] }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const vacancies = useSuspenseQueries({
    queries: ids.map((id) => getManagedVacancyQueryOptions(client, id)),
    combine: (results) => results.map((result) => result.data),
  });
  const categories = useSuspenseQuery(getVacancyCategoriesQueryOptions(client)).data;
  const bulkUpdate = useBulkUpdateVacancies();
  const [pending, setPending] = useState<VacancyBulkChange[] | null>(null);
  const [nothingChosen, setNothingChosen] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const count = vacancies.length;

  const handleSubmit = (values: BulkEditFormValues) => {
    setFailure(null);
    const changes = toBulkChanges(ids, values);
    setNothingChosen(changes === null);
    setPending(changes);
  };

  const handleConfirm = () => {
    const changes = pending;
    setPending(null);
    if (!changes) return;
    bulkUpdate.mutate(changes, {
      onSuccess: (updated) => {
        const changed = updated.length;
        toast({
          color: 'success',
          title: t`Vacancies updated`,
          message: plural(changed, { one: '# vacancy has been changed.', other: '# vacancies have been changed.' }),
        });
        void navigate({ to: '/vacancies' });
      },
      onError: (error) => {
        const issues = refusedAttributes(error);
        if (issues.length === 0) {
          const described = describeError(error);
          setFailure({ description: i18n._(described.description), perVacancy: [] });
          return;
        }
        const perVacancy = vacancies.flatMap((vacancy, index) => {
          const problems = issues.filter((issue) => issue.index === index).map((issue) => describeApiIssue(i18n, issue));
          return problems.length > 0 ? [{ title: vacancy.title, problems }] : [];
        });
        setFailure({ description: null, perVacancy });
      },
    });
  };

  return (
    <>
      <section aria-labelledby="bulk-selection-title" className="mb-6">
        <h2 id="bulk-selection-title" className="font-heading text-xl font-semibold">
          <Trans>Selected vacancies ({count})</Trans>
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {vacancies.map((vacancy) => (
            <li key={vacancy.id} className="flex flex-wrap items-center gap-3">
              <Link to="/vacancies/$id" params={{ id: vacancy.id }} className={`font-semibold ${TEXT_LINK_CLASSES}`}>
                {vacancy.title}
              </Link>
              <VacancyStatusBadge status={vacancy.status} />
              {vacancy.expiresAt && <ExpiryNote expiresAt={vacancy.expiresAt} />}
            </li>
          ))}
        </ul>
      </section>

      <FormFailureAlert failure={failure} title={<Trans>Nothing was changed</Trans>} className="mb-6">
        {failure?.description && <p className="mt-1">{failure.description}</p>}
        {failure && failure.perVacancy.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1 pl-5">
            {failure.perVacancy.map(({ title, problems }) => (
              <li key={title} className="list-disc">
                <span className="font-semibold">{title}:</span> {problems.join(' ')}
              </li>
            ))}
          </ul>
        )}
      </FormFailureAlert>

      <Form schema={bulkEditFormSchema} defaultValues={EMPTY_BULK_EDIT} onSubmit={handleSubmit} className="flex flex-col gap-5" aria-label={t`Changes`}>
        <p>
          <Trans>Choose what changes for all selected vacancies; leave the rest empty.</Trans>
        </p>
        <Select
          name="status"
          label={t`New status`}
          placeholder={t`Leave unchanged`}
          options={BULK_STATUSES.map((status) => ({ value: status, label: i18n._(VACANCY_STATUS_LABELS[status]) }))}
        />
        <TextField name="expiresOn" type="date" label={t`New expiry date`} description={t`Empty leaves each expiry date as it is.`} className="max-w-56" />
        <Checkbox name="changeCategories" label={t`Replace the categories`} />
        <CategoryChoice options={categories.map((category) => ({ value: category.id, label: category.name }))} />
        {nothingChosen && (
          <p role="alert" className="font-semibold text-red-700 dark:text-red-400">
            <Trans>Choose at least one change.</Trans>
          </p>
        )}
        <div>
          <Button type="submit" disabled={bulkUpdate.isPending} aria-busy={bulkUpdate.isPending || undefined}>
            <Plural value={count} one="Apply to # vacancy" other="Apply to # vacancies" />
          </Button>
        </div>
      </Form>

      <ConfirmDialog
        isOpen={pending !== null}
        title={<Plural value={count} one="Change # vacancy?" other="Change # vacancies?" />}
        description={<Trans>The changes are made to all selected vacancies at once, or to none if one of them cannot be changed.</Trans>}
        confirmLabel={<Trans>Change</Trans>}
        onConfirm={handleConfirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

function ExpiryNote({ expiresAt }: { expiresAt: string }) {
  const { i18n } = useLingui();
  const date = formatDate(expiresAt, i18n.locale);
  return (
    <span className="text-sm opacity-80">
      <Trans>expires {date}</Trans>
    </span>
  );
}

/** The categories to set, shown once "replace the categories" is ticked. */
function CategoryChoice({ options }: { options: { value: string; label: string }[] }) {
  const { t } = useLingui();
  const { control } = useFormContext<BulkEditFormValues>();
  const isOn = useWatch({ control, name: 'changeCategories' });
  if (!isOn) return null;
  return (
    <CheckboxGroup
      name="categoryIds"
      legend={t`New categories`}
      description={t`These replace the categories of every selected vacancy; none chosen removes them.`}
      isInline
      options={options}
    />
  );
}
