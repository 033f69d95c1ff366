import { Trans, useLingui } from '@lingui/react/macro';
import { useApiClient } from '@platform/api-client';
import { Form, SubmitButton, TextField, useFailureToast } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { TestPageFrame } from './test-page-frame';

// Reads only, under the API's own prefix: a test page must not change data by a typo.
const API_PREFIX = '/api/v1/';
const READ_METHOD = 'GET';
const FIRST_PATH = '/api/v1/current_user?include=roles';
const schema = v.object({ path: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(500), v.startsWith(API_PREFIX)) });

/**
 * `/test/dollar-api`: the raw API (`$api` of the old apps): any GET under
 * /api/v1 with the session, and the answer as the client reads it (names camelCased).
 */
export function DollarApiTestPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const showFailure = useFailureToast();
  const read = useMutation({
    mutationFn: (path: string) => client.requestJson<unknown>(READ_METHOD, path),
    onError: (error) => showFailure(t`The API refused`, error),
  });
  return (
    <TestPageFrame pageKey="dollar-api">
      <Form
        schema={schema}
        defaultValues={{ path: FIRST_PATH }}
        onSubmit={({ path }) => read.mutate(path)}
        aria-label={t`Raw API`}
        className="flex max-w-2xl flex-col gap-4"
      >
        <TextField
          name="path"
          label={t`Path`}
          description={t`A read (GET) under /api/v1/, with its query.`}
          isRequired
          spellCheck={false}
        />
        <div>
          <SubmitButton isPending={read.isPending}>
            <Trans>Read</Trans>
          </SubmitButton>
        </div>
      </Form>
      {read.data !== undefined && (
        <section aria-label={t`Answer`} className="mt-6">
          <h2 className="font-heading text-xl font-semibold">
            <Trans>Answer</Trans>
          </h2>
          <pre tabIndex={0} className="mt-2 max-h-[32rem] overflow-auto rounded-theme bg-black/5 p-4 text-sm dark:bg-white/10">
            {JSON.stringify(read.data, null, 2)}
          </pre>
        </section>
      )}
    </TestPageFrame>
  );
}
