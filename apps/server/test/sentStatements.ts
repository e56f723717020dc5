import type pg from 'pg';

/** A statement as the app sent it: its SQL, its values, and its name if it is a prepared one. */
export type SentStatement = { text: string; values: unknown[] | undefined; name?: string };

/**
 * Runs `call` while recording every statement the app sends through `pool.query` (all of
 * drizzle's node-postgres queries outside a transaction), and returns them in order. The
 * statements still run: the pool is watched, not replaced.
 */
export async function statementsSentDuring<T>(
  pool: pg.Pool,
  call: () => Promise<T>,
): Promise<{ result: T; statements: SentStatement[] }> {
  const statements: SentStatement[] = [];
  const original = pool.query.bind(pool);
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'string') {
      statements.push({ text: config, values: rest[0] as unknown[] | undefined });
    } else if (typeof config === 'object' && config !== null && 'text' in config) {
      const { text, values, name } = config as { text: string; values?: unknown[]; name?: string };
      statements.push({
        text,
        values: values ?? (rest[0] as unknown[] | undefined),
        ...(name === undefined ? {} : { name }),
      });
    }
    return (original as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  try {
    return { result: await call(), statements };
  } finally {
    pool.query = original;
  }
}

/** PostgreSQL's plan of a sent statement with its own values, as it really ran (ANALYZE, BUFFERS). */
export async function analyzedPlanOf(pool: pg.Pool, { text, values }: SentStatement) {
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`,
    values,
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}
