import type { LiveEventType } from '@platform/contracts';

/** Who an event is for: users by id, every member of these organisations, the staff of these centres. */
export type LiveAudience = {
  users?: readonly string[];
  organizations?: readonly string[];
  centers?: readonly string[];
};

/**
 * An event as it travels between processes (the `pg_notify` payload): its
 * tenant, its type, the id it is about, and who it is for. Ids only.
 */
export type LiveEvent = {
  tenantId: string;
  type: Extract<LiveEventType, 'conversation' | 'notifications'>;
  /** The conversation, for `conversation` events. */
  id?: string;
  to: LiveAudience;
};

/** One open stream: whose it is and how to write to it. */
export type LiveSubscriber = {
  tenantId: string;
  userId: string;
  /** The device (devise client) whose session opened it, to check the session again. */
  client: string;
  /** The organisations the user is a member of (refreshed when the session is checked again). */
  organizationIds: readonly string[];
  /** The centre whose staff the user is on this site (centre superuser: theirs; admin: the site's), if any. */
  staffCenterId: string | null;
  /** Writes one event to the stream. */
  send(type: LiveEventType, data: Record<string, unknown>): void;
  /** Writes a comment line that keeps proxies from closing an idle stream. */
  ping(): void;
  /** Ends the stream (the session ended, the process shuts down). */
  end(): void;
};

/** Refused because too many streams are open for the user or the process. */
export class LiveStreamLimitError extends Error {
  constructor(readonly scope: 'user' | 'process') {
    super(`too many live streams for the ${scope}`);
  }
}

export type LiveStreamLimits = {
  /** Streams one user may hold open in this process (tabs, devices). */
  perUser: number;
  /** Streams this process holds open at most. */
  perProcess: number;
};

function isFor(subscriber: LiveSubscriber, { users = [], organizations = [], centers = [] }: LiveAudience): boolean {
  return (
    users.includes(subscriber.userId) ||
    subscriber.organizationIds.some((id) => organizations.includes(id)) ||
    (subscriber.staffCenterId !== null && centers.includes(subscriber.staffCenterId))
  );
}

/**
 * The open streams of one API process and the events it hands them: each
 * event goes to the streams of its tenant whose user it is for. Every
 * process has one; the LISTEN connection feeds each the events of all.
 */
export class LiveEventHub {
  private readonly subscribers = new Set<LiveSubscriber>();

  constructor(readonly limits: LiveStreamLimits) {}

  /** How many streams are open. */
  get size(): number {
    return this.subscribers.size;
  }

  /** The open streams (for checking their sessions again). */
  list(): LiveSubscriber[] {
    return [...this.subscribers];
  }

  /** Adds a stream, or throws LiveStreamLimitError when the user or the process has as many as allowed. */
  add(subscriber: LiveSubscriber): void {
    if (this.subscribers.size >= this.limits.perProcess) throw new LiveStreamLimitError('process');
    let ofUser = 0;
    for (const open of this.subscribers) {
      if (open.tenantId === subscriber.tenantId && open.userId === subscriber.userId) ofUser += 1;
    }
    if (ofUser >= this.limits.perUser) throw new LiveStreamLimitError('user');
    this.subscribers.add(subscriber);
  }

  remove(subscriber: LiveSubscriber): void {
    this.subscribers.delete(subscriber);
  }

  /** Hands an event to the streams it is for; returns to how many. */
  dispatch(event: LiveEvent): number {
    let delivered = 0;
    for (const subscriber of this.subscribers) {
      if (subscriber.tenantId !== event.tenantId || !isFor(subscriber, event.to)) continue;
      subscriber.send(event.type, event.id ? { id: event.id } : {});
      delivered += 1;
    }
    return delivered;
  }

  /** Tells every stream to read everything again: events may have been missed (the LISTEN connection was lost). */
  resync(): void {
    for (const subscriber of this.subscribers) subscriber.send('resync', {});
  }

  ping(): void {
    for (const subscriber of this.subscribers) subscriber.ping();
  }

  /** Ends every stream (the process shuts down); clients reconnect to another. */
  endAll(): void {
    for (const subscriber of [...this.subscribers]) subscriber.end();
    this.subscribers.clear();
  }
}

/** Reads a `pg_notify` payload; anything that is not a well-formed event is dropped. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const event = value as Partial<LiveEvent> | null;
  if (!event || typeof event.tenantId !== 'string' || (event.type !== 'conversation' && event.type !== 'notifications')) return null;
  const ids = (list: unknown) => (Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : []);
  const to = (event.to ?? {}) as LiveAudience;
  return {
    tenantId: event.tenantId,
    type: event.type,
    ...(typeof event.id === 'string' ? { id: event.id } : {}),
    to: { users: ids(to.users), organizations: ids(to.organizations), centers: ids(to.centers) },
  };
}
