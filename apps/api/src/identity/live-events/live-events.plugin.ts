import fp from 'fastify-plugin';
import type { Database } from '../../platform/db/database';
import { LiveEventHub, parseLiveEvent, type LiveSubscriber, type LiveStreamLimits } from './live-events.hub';
import { LIVE_EVENTS_CHANNEL } from './live-events.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** This process's open live streams and the events it hands them (`GET /api/v1/events`). */
    liveEvents: LiveEventHub;
  }
}

/** A stream of this process's live events, as the plugin keeps it alive. */
export type CheckedSubscriber = LiveSubscriber & {
  /** Checks the stream's session again; ends the stream when the session has ended. */
  check(): Promise<void>;
};

/** How often an idle stream gets a comment line: under the 60 s idle timeout of common proxies. */
export const HEARTBEAT_MS = 25_000;
/** How often a stream's session is checked again (sign-out, expiry, a membership that ended). */
export const SESSION_CHECK_MS = 60_000;
/** Defaults: a user's tabs and devices, and what one process holds (each stream is one socket and a few kB). */
export const LIVE_STREAM_LIMITS: LiveStreamLimits = { perUser: 5, perProcess: 1000 };

/**
 * One LISTEN connection per process (PostgreSQL; PGlite in-process) feeds
 * the events every process publishes to this process's open streams. Streams
 * get a heartbeat and have their session checked every minute; closing the
 * app ends them first, so shutting down is not held up by open streams.
 */
export const liveEventsPlugin = fp<{ database: Database; limits?: LiveStreamLimits }>(
  async (app, { database, limits = LIVE_STREAM_LIMITS }) => {
    const hub = new LiveEventHub(limits);
    app.decorate('liveEvents', hub);

    const unlisten = await database.listen(
      LIVE_EVENTS_CHANNEL,
      (payload) => {
        const event = parseLiveEvent(payload);
        if (event) hub.dispatch(event);
      },
      () => hub.resync(),
    );

    let beats = 0;
    const checksEvery = Math.max(1, Math.round(SESSION_CHECK_MS / HEARTBEAT_MS));
    const timer = setInterval(() => {
      hub.ping();
      beats += 1;
      if (beats % checksEvery !== 0) return;
      for (const subscriber of hub.list() as CheckedSubscriber[]) {
        subscriber.check().catch((error: unknown) => {
          app.log.warn({ err: error }, 'live stream session check failed');
        });
      }
    }, HEARTBEAT_MS);
    timer.unref();

    // Before the server closes: open streams would otherwise keep it waiting.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      hub.endAll();
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });
  },
  { name: 'live-events', dependencies: ['database'] },
);
