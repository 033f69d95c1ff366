import { Trans, useLingui } from '@lingui/react/macro';
import { fetchCurrentUser, useApiClient, type ApiClient } from '@platform/api-client';
import { Button } from '@platform/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Facts, TestPageFrame } from './test-page-frame';

const ASKERS = [1, 2, 3] as const;

/** One round's query: every part of the page asks with the same key; `onSend` runs per request really sent. */
function dupeQueryOptions(client: ApiClient, round: number, onSend: () => void) {
  return queryOptions({
    queryKey: ['test-pages', 'dupe', round],
    queryFn: ({ signal }) => {
      onSend();
      return fetchCurrentUser(client, signal);
    },
    enabled: round > 0,
    staleTime: Infinity,
  });
}

type DupeQuery = ReturnType<typeof dupeQueryOptions>;

/**
 * `/test/dupe`: three parts of the page ask for the same data in the same
 * moment; TanStack Query sends one request and hands its answer to all three.
 * The page counts the requests its query function really sends.
 */
export function DupeTestPage() {
  const { t } = useLingui();
  const client = useApiClient();
  const [round, setRound] = useState(0);
  const sent = useRef(0);
  const [requests, setRequests] = useState(0);
  const options = useMemo(
    () =>
      dupeQueryOptions(client, round, () => {
        sent.current += 1;
        setRequests(sent.current);
      }),
    [client, round],
  );
  return (
    <TestPageFrame pageKey="dupe">
      <Button onClick={() => setRound((value) => value + 1)}>
        <Trans>Ask three times at once</Trans>
      </Button>
      <div className="mt-6">
        <Facts
          label={t`Requests`}
          facts={[
            [t`Rounds`, round],
            [t`Parts asking each round`, ASKERS.length],
            [t`Requests sent`, <output key="sent">{requests}</output>],
          ]}
        />
      </div>
      {round > 0 && (
        <ul aria-label={t`The parts asking`} className="mt-6 grid gap-2 sm:grid-cols-3">
          {ASKERS.map((asker) => (
            <Asker key={asker} number={asker} options={options} />
          ))}
        </ul>
      )}
    </TestPageFrame>
  );
}

function Asker({ number, options }: { number: number; options: DupeQuery }) {
  const email = useQuery(options).data?.email ?? '…';
  return (
    <li className="rounded-theme border border-black/10 p-3 dark:border-white/15">
      <Trans>
        Part {number}: {email}
      </Trans>
    </li>
  );
}
