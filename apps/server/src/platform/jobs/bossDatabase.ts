import type pg from 'pg';
import type PgBoss from 'pg-boss';

/** pg-boss's database on the app's pool, and a way to wait for its last queries. */
export type BossDatabase = PgBoss.Db & {
  /** Resolves once every query sent so far has answered, whatever the answer. */
  settled(): Promise<void>;
};

/**
 * pg-boss marks a job that threw as failed without awaiting it, so that query may still be on
 * its way when `stop()` resolves: whoever ends the pool afterwards waits for `settled()` first,
 * or the query meets an ended pool and rejects with nobody to hear it.
 */
export function bossDatabase(pool: pg.Pool): BossDatabase {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const query = pool.query(text, values);
      inFlight.add(query);
      const forget = () => inFlight.delete(query);
      query.then(forget, forget);
      return query;
    },
    async settled() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
