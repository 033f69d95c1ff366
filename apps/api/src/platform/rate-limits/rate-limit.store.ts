import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { hitCounter, type CounterState } from './rate-limits.service';

/** How many refused keys a process remembers; past it, the ones whose window ended are forgotten. */
const MAX_REFUSED_KEYS = 10_000;

type Refused = { current: number; resetsAt: number };

// What @fastify/rate-limit passes to child(): its merged options with the route.
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store that keeps its counters in the database, so
 * every API process counts against the same limits. Each route's limit gets
 * its own keys (method and path in front, as the plugin's Redis store does);
 * limiters made with createRateLimit or app.rateLimit name their keys in
 * their keyGenerator. Once a key is over its limit, this process answers it
 * from memory until the window ends: a flood (of 404s, say) then costs no
 * database work.
 */
export function sharedRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const refused = new Map<string, Refused>();

  const forgetEnded = (now: number) => {
    for (const [key, entry] of refused) if (entry.resetsAt <= now) refused.delete(key);
    if (refused.size >= MAX_REFUSED_KEYS) refused.clear();
  };

  const hit = async (key: string, windowMs: number, max: number): Promise<CounterState> => {
    const now = Date.now();
    const known = refused.get(key);
    if (known && known.resetsAt > now) {
      known.current += 1;
      return { current: known.current, ttl: known.resetsAt - now };
    }
    const state = await hitCounter(db, key, windowMs);
    if (state.current > max) {
      if (refused.size >= MAX_REFUSED_KEYS) forgetEnded(now);
      refused.set(key, { current: state.current, resetsAt: now + state.ttl });
    } else if (known) {
      refused.delete(key);
    }
    return state;
  };

  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: CounterState) => void, timeWindow: number, max: number): void {
      hit(`${this.prefix}${key}`, timeWindow, max).then(
        (state) => callback(null, state),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const { method, url } = (options as ChildOptions).routeInfo ?? {};
      return new SharedRateLimitStore(undefined, url ? `${[method].flat().join(',')} ${url} ` : this.prefix);
    }
  }
  return SharedRateLimitStore;
}
