import { sql } from 'drizzle-orm';
import type { SeedTransaction } from './types.ts';

/** One finished phase of the scale seed: its name, the rows it inserted and how long it took. */
export type ScalePhase = { phase: string; rows: number; seconds: number };
export type ScaleProgress = (done: ScalePhase) => void;

/**
 * Rows inserted so far by this transaction into real tables (temporary ones left out), from
 * PostgreSQL's per-transaction statistics: counting millions of rows with `count(*)` after each
 * phase would cost more than some phases do.
 */
async function insertedSoFar(tx: SeedTransaction): Promise<number> {
  const result = await tx.execute<{ rows: string | null }>(sql`
    SELECT sum(n_tup_ins) AS rows FROM pg_stat_xact_user_tables
    WHERE schemaname NOT LIKE 'pg\_temp\_%'`);
  return Number(result.rows[0]?.rows ?? 0);
}

/** Runs one phase inside the seeding transaction and tells `progress` what it inserted. */
export async function inPhase(
  tx: SeedTransaction,
  phase: string,
  progress: ScaleProgress | undefined,
  work: () => Promise<void>,
): Promise<void> {
  const before = progress === undefined ? 0 : await insertedSoFar(tx);
  const started = performance.now();
  await work();
  if (progress !== undefined) {
    const rows = (await insertedSoFar(tx)) - before;
    progress({ phase, rows, seconds: (performance.now() - started) / 1000 });
  }
}

/** A phase as one line for a terminal: rows, time and rate. */
export function describePhase({ phase, rows, seconds }: ScalePhase): string {
  const rate = seconds > 0 ? Math.round(rows / seconds) : rows;
  return `scale seed: ${phase}: ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s (${rate.toLocaleString('en-US')} rows/s)`;
}
