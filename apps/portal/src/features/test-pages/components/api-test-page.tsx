import { Trans, useLingui } from '@lingui/react/macro';
import { fetchCurrentUser, useApiClient, useCredentials } from '@platform/api-client';
import { formatDate } from '@platform/i18n';
import { Button, useFailureToast } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Facts, TestPageFrame } from './test-page-frame';

/**
 * `/test/api`: the API client at work. Each call sends the session and keeps
 * the token the answer rotates it to; the page counts the rotations it sees
 * (never showing a token: it is a password).
 */
export function ApiTestPage() {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const credentials = useCredentials();
  const [rotations, setRotations] = useState(0);
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    let token = client.credentials.read()?.accessToken;
    return client.credentials.subscribe(() => {
      const next = client.credentials.read()?.accessToken;
      if (next && token && next !== token) setRotations((count) => count + 1);
      token = next;
    });
  }, [client]);
  const showFailure = useFailureToast();
  const call = useMutation({
    mutationFn: () => fetchCurrentUser(client),
    onSuccess: () => setAnswered((count) => count + 1),
    onError: (error) => showFailure(t`The API did not answer`, error),
  });
  const email = call.data?.email;
  const expiry = credentials?.expiry ? formatDate(new Date(credentials.expiry * 1000), i18n.locale, true) : '—';
  return (
    <TestPageFrame pageKey="api">
      <Button onClick={() => call.mutate()} disabled={call.isPending}>
        <Trans>Call the API</Trans>
      </Button>
      <div className="mt-6">
        <Facts
          label={t`What the client saw`}
          facts={[
            [t`Calls answered`, <output key="answered">{answered}</output>],
            [t`Last answer`, email ? t`Signed in as ${email}` : '—'],
            [t`Token rotations seen`, <output key="rotations">{rotations}</output>],
            [t`Token valid until`, expiry],
          ]}
        />
      </div>
      <p className="mt-4 max-w-2xl text-sm">
        <Trans>
          Calls within a few seconds of each other share a token (the server's batch window), so not every call rotates it.
        </Trans>
      </p>
    </TestPageFrame>
  );
}
