import { Trans } from '@lingui/react/macro';
import { useApiClient } from '@platform/api-client';
import { Button } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { TestPageFrame } from './test-page-frame';

/** The API route that fails on purpose while the test pages are on (admins only). */
const SERVER_ERROR_PATH = '/api/v1/test_pages/server_error';

/**
 * `/test/server-error`: asks the API for its deliberate 500 and throws the
 * answer while drawing, as a page whose data failed to load does; the error
 * screen shows it as it would any server failure.
 */
export function ServerErrorTestPage() {
  const client = useApiClient();
  const ask = useMutation({ mutationFn: () => client.read(SERVER_ERROR_PATH) });
  if (ask.error) throw ask.error;
  return (
    <TestPageFrame pageKey="server-error">
      <Button variant="outline" onClick={() => ask.mutate()} disabled={ask.isPending}>
        <Trans>Ask the API for a server error</Trans>
      </Button>
    </TestPageFrame>
  );
}
