import { realtimeChannel } from '@hearth/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { CacheChannels } from '../../../platform/realtime/cacheChannels.ts';
import type { Broadcaster } from '../../../platform/realtime/types.ts';
import { agencyTiles } from './agencyTiles.ts';

export type AgencyStatisticsPublisherParts = {
  db: Database;
  broadcaster: Broadcaster;
  cacheChannels: CacheChannels;
  log: FastifyBaseLogger;
};

/** The agency whose statistics channel this is, or null for any other channel. */
function agencyOfChannel(channel: string): number | null {
  const id = Number(channel.slice(channel.lastIndexOf('.') + 1));
  return Number.isSafeInteger(id) && id > 0 && realtimeChannel.agencyStatistics(id) === channel
    ? id
    : null;
}

/**
 * Publishes an agency's dashboard tiles on its cache channel after a change, so a dashboard
 * opening finds them kept and an open one hears them. Nothing is counted while nobody listens.
 *
 * Bursts are coalesced per agency on each node: while a count runs, further changes ask for one
 * more after it, never one each. Across nodes the counts of one agency take turns under a
 * PostgreSQL advisory lock, each starting after the change that asked for it committed, so the
 * last figures published are never older than the last change.
 */
export function createAgencyStatisticsPublisher({
  db,
  broadcaster,
  cacheChannels,
  log,
}: AgencyStatisticsPublisherParts) {
  const runs = new Map<number, { again: boolean; done: Promise<void> }>();

  async function publishOnce(agencyId: number): Promise<void> {
    const channel = realtimeChannel.agencyStatistics(agencyId);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('agency-statistics'), ${agencyId})`,
      );
      if (!(await cacheChannels.occupied(channel))) {
        // What the channel keeps is stale from now on: its next subscriber misses and reads
        // afresh. A subscriber counts before it reads the cache, so one that came in between is
        // seen by the second look and gets the figures live.
        await cacheChannels.forget(channel);
        if (!(await cacheChannels.occupied(channel))) {
          return;
        }
      }
      const countedAt = new Date();
      const tiles = await agencyTiles(tx, agencyId, countedAt, { inTransaction: true });
      await broadcaster.broadcast('StatisticsPublished', [channel], {
        tiles,
        countedAt: countedAt.toISOString(),
      });
    });
  }

  /** Counts and publishes once more after whatever count is running; never rejects. */
  function refresh(agencyId: number): Promise<void> {
    const running = runs.get(agencyId);
    if (running !== undefined) {
      running.again = true;
      return running.done;
    }
    const run = { again: false, done: Promise.resolve() };
    run.done = (async () => {
      try {
        do {
          run.again = false;
          await publishOnce(agencyId);
        } while (run.again);
      } catch (error) {
        // The change stands; open dashboards keep their figures until the next one.
        log.warn({ err: error, agencyId }, 'agency statistics not published');
      } finally {
        runs.delete(agencyId);
      }
    })();
    runs.set(agencyId, run);
    return run.done;
  }

  // Pusher's answer to a miss: the back-end publishes what the channel should hold.
  cacheChannels.onMiss((channel) => {
    const agencyId = agencyOfChannel(channel);
    if (agencyId !== null) {
      void refresh(agencyId);
    }
  });

  return {
    /** After a change of the agency's figures has committed (a check-in, a check-out). */
    refresh,
    /** Resolves once no count is running: before the database closes. */
    settled: async (): Promise<void> => {
      await Promise.all([...runs.values()].map((run) => run.done));
    },
  };
}

export type AgencyStatisticsPublisher = ReturnType<typeof createAgencyStatisticsPublisher>;
