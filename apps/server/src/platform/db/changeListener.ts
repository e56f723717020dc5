import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/** What a change notification carries: a key of what changed, or `everything`. */
export type ChangeHandler = (key: string | 'everything') => void;

/**
 * Changes other connections commit, heard on PostgreSQL channels (LISTEN/NOTIFY) over one
 * connection of this node's own. What a node keeps in memory on the strength of the database is
 * dropped when the database says it changed; while this connection is down nothing may be kept,
 * since a change would go unheard.
 */
export type ChangeListener = {
  /** True while changes reach this node: keep nothing in memory otherwise. */
  readonly listening: boolean;
  /**
   * Counts every change heard and every loss of the connection: a value read from the database
   * may be kept only if this did not move while it was read (a change may have come in between).
   */
  readonly generation: number;
  /** Calls `handler` with each payload notified on `channel`, and `everything` when the connection is lost. */
  subscribe(channel: string, handler: ChangeHandler): void;
  /**
   * Settles once every change committed before the call has been handled: PostgreSQL sends a
   * listener what it missed before it answers the listener's next statement.
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

const EVERYTHING = '*';
/** How the listener's connection is named to PostgreSQL (`pg_stat_activity.application_name`). */
export const CHANGE_LISTENER_NAME = 'hearth change listener';
const firstRetryMs = 250;
const longestRetryMs = 30_000;

/** Listens on `channels` over a connection of its own, reconnecting (with backoff) when it is lost. */
export async function startChangeListener(
  connection: pg.ClientConfig,
  channels: readonly string[],
  onError: (error: Error) => void,
): Promise<ChangeListener> {
  const handlers = new Map<string, ChangeHandler[]>(channels.map((channel) => [channel, []]));
  let client: pg.Client | null = null;
  let listening = false;
  let generation = 0;
  let closed = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;

  const tell = (channel: string, key: string) => {
    generation += 1;
    for (const handler of handlers.get(channel) ?? []) {
      handler(key === EVERYTHING ? 'everything' : key);
    }
  };

  const lost = (gone: pg.Client) => {
    if (client !== gone) {
      return;
    }
    client = null;
    listening = false;
    for (const channel of channels) {
      tell(channel, EVERYTHING);
    }
    gone.end().catch(() => undefined);
    if (!closed) {
      retry = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, longestRetryMs);
    }
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ ...connection, application_name: CHANGE_LISTENER_NAME });
    candidate.on('notification', ({ channel, payload }) => tell(channel, payload ?? EVERYTHING));
    candidate.on('error', (error) => {
      onError(error);
      lost(candidate);
    });
    candidate.on('end', () => lost(candidate));
    client = candidate;
    try {
      await candidate.connect();
      for (const channel of channels) {
        await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      lost(candidate);
      return;
    }
    if (client === candidate && !closed) {
      // Whatever was read while nobody listened must not be kept: start a new generation.
      generation += 1;
      listening = true;
      retryMs = firstRetryMs;
    }
  }

  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  /** One statement on the listening connection, answered once what came before it is handled. */
  async function roundTrip(): Promise<void> {
    const current = client;
    try {
      if (current !== null && listening) {
        await current.query('SELECT 1');
      }
      // Otherwise nothing is kept while nobody listens: nothing to catch up on.
    } catch {
      // The connection went: `lost` has dropped everything kept.
    }
  }
  const startRoundTrip = (): Promise<void> => {
    const trip = roundTrip().finally(() => {
      if (inFlight === trip) {
        inFlight = null;
      }
    });
    inFlight = trip;
    return trip;
  };

  await connect();

  return {
    get listening() {
      return listening;
    },
    get generation() {
      return generation;
    },
    subscribe(channel, handler) {
      const list = handlers.get(channel);
      if (list === undefined) {
        throw new Error(`not listening on ${channel}`);
      }
      list.push(handler);
    },
    caughtUp() {
      if (queued !== null) {
        return queued;
      }
      if (inFlight === null) {
        return startRoundTrip();
      }
      // The round trip in flight may have left before the caller's change committed: the caller
      // waits for the next one, which every caller arriving meanwhile shares.
      queued = inFlight.then(() => {
        queued = null;
        return startRoundTrip();
      });
      return queued;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listening = false;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Holds each answer to a request that may have changed something until this node has heard its
 * changes: what it keeps in memory is then up to date before the caller can ask again (another
 * node hears them a moment later).
 */
export function answerAfterOwnChanges(app: FastifyInstance, changes: ChangeListener): void {
  app.addHook('onSend', async (request) => {
    if (!readOnlyMethods.has(request.method)) {
      await changes.caughtUp();
    }
  });
}
