import { useQueryClient } from '@tanstack/react-query';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { useEffect, useState } from 'react';
import { isApiError } from '../api-error';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import { conversationKeys, invalidateConversation } from '../conversations/conversations';
import { notificationKeys } from '../notifications/notifications';

/** Where the signed-in user's live events come from (server-sent events, ids only). */
export const LIVE_EVENTS_PATH = '/api/v1/events';
/** While the stream is down, what it would have told is asked for this often instead. */
export const LIVE_FALLBACK_POLL_MS = 30_000;
/** Waits before opening the stream again: 1 s, 2 s, 4 s, … at most 30 s (less a random part, so clients spread). */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * How the app hears of changes: `live` (the stream is open), `connecting`,
 * `polling` (the stream failed; the lists are refetched every 30 s while it
 * is tried again) or `off` (signed out, or the session ended).
 */
export type LiveConnection = 'off' | 'connecting' | 'live' | 'polling';

type QueryClient = ReturnType<typeof useQueryClient>;

/** Refetches what a live event says changed; `resync` (or a stream that opens) refetches everything live events cover. */
function applyEvent(queryClient: QueryClient, event: EventSourceMessage): void {
  if (event.event === 'conversation') {
    const { id } = JSON.parse(event.data) as { id?: unknown };
    if (typeof id === 'string') void invalidateConversation(queryClient, id);
  } else if (event.event === 'notifications') {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  } else if (event.event === 'resync') {
    refreshAll(queryClient);
  }
}

function refreshAll(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** Reads a stream until it ends, handing each event over; resolves when the server ends it. */
async function readEvents(client: ApiClient, signal: AbortSignal, onEvent: (event: EventSourceMessage) => void): Promise<void> {
  const response = await client.openStream(LIVE_EVENTS_PATH, signal);
  if (!response.body) return;
  const parser = createParser({ onEvent });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(value);
  }
}

/**
 * Keeps the signed-in user's conversations and notifications fresh without a
 * reload: opens `GET /api/v1/events` (with `fetch`, so the session's headers
 * go along; `EventSource` cannot send them) and refetches through the normal
 * endpoints what an event names, and everything it covers each time the
 * stream opens. Reconnects with backoff; while the stream is
 * down the same queries are refetched every 30 s. Stops when `enabled` turns
 * false (sign-out) or the API says the session ended (401). Use it once per
 * app, where the user is known to be signed in.
 */
export function useLiveEvents({ enabled }: { enabled: boolean }): LiveConnection {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<LiveConnection>('off');

  useEffect(() => {
    if (!enabled) {
      setConnection('off');
      return;
    }
    let stopped = false;
    let failures = 0;
    let controller: AbortController | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;

    const stopPolling = () => {
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = undefined;
    };
    const onEvent = (event: EventSourceMessage) => {
      if (event.event === 'ready') {
        // Whatever happened before the stream was open is read again: while it was
        // down, and on the first open the time between the page's fetch and now
        // (a message sent then would otherwise wait for a reload).
        refreshAll(queryClient);
        failures = 0;
        stopPolling();
        setConnection('live');
        return;
      }
      applyEvent(queryClient, event);
    };
    const connect = async () => {
      controller = new AbortController();
      let retryAfterMs: number | undefined;
      try {
        await readEvents(client, controller.signal, onEvent);
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && error.status === 401) {
          stopPolling();
          setConnection('off');
          return;
        }
        // Too many streams open: wait the half minute the API asks for, polling meanwhile.
        if (isApiError(error) && error.status === 429) retryAfterMs = RETRY_MAX_MS;
      }
      if (stopped) return;
      failures += 1;
      setConnection('polling');
      pollTimer ??= setInterval(() => refreshAll(queryClient), LIVE_FALLBACK_POLL_MS);
      const backoff = Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS);
      retryTimer = setTimeout(() => void connect(), retryAfterMs ?? backoff * (0.5 + Math.random() / 2));
    };

    setConnection('connecting');
    void connect();
    return () => {
      stopped = true;
      controller?.abort();
      if (retryTimer) clearTimeout(retryTimer);
      stopPolling();
    };
  }, [enabled, client, queryClient]);

  return connection;
}
