import { Trans, useLingui } from '@lingui/react/macro';
import { getManagedFormQueryOptions, getManagedFormsQueryOptions, useApiClient } from '@platform/api-client';
import { PublicFormFill } from '@platform/page-blocks';
import { Button, buttonClassName } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { TestPageFrame } from './test-page-frame';

const OPEN = 'open';

/**
 * `/test/formbuilder`: the centre's forms from the form builder's API, and the
 * chosen one drawn by the public site's own form component, as visitors see it
 * (it checks answers but sends nothing).
 */
export function FormbuilderTestPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const { forms } = useSuspenseQuery(getManagedFormsQueryOptions(client, { pageSize: 10 })).data;
  const [chosenId, setChosenId] = useState<string | null>(null);
  return (
    <TestPageFrame pageKey="formbuilder">
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/form_builder/new" className={buttonClassName()}>
          <Trans>New form</Trans>
        </Link>
        <Link to="/form_builder" className={buttonClassName({ variant: 'outline' })}>
          <Trans>To the form builder</Trans>
        </Link>
      </div>
      {forms.length === 0 ? (
        <p className="mt-6">
          <Trans>This centre has no forms yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Forms`} className="mt-6 flex flex-col gap-2">
          {forms.map((form) => (
            <li key={form.id} className="flex flex-wrap items-center gap-3">
              <Button variant="outline" size="sm" aria-pressed={chosenId === form.id} onClick={() => setChosenId(form.id)}>
                {form.title}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosenId && <ChosenForm id={chosenId} />}
    </TestPageFrame>
  );
}

function ChosenForm({ id }: { id: string }) {
  const { t } = useLingui();
  const form = useQuery(getManagedFormQueryOptions(useApiClient(), id)).data;
  if (!form) return <p className="mt-6">{t`Loading…`}</p>;
  return (
    <section aria-label={t`Preview`} className="mt-6 rounded-theme border border-dashed border-black/25 p-6 dark:border-white/25">
      <PublicFormFill
        title={form.title}
        description={form.description}
        availability={OPEN}
        closesAt={form.closesAt}
        questions={(form.questions ?? []).filter((question) => !question.deleted)}
        preview
        headingLevel={2}
      />
    </section>
  );
}
