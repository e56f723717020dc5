import type pg from 'pg';

type QueryConfig = { text: string; values?: unknown[] };

/**
 * Runs `call` while recording the SQL the app sends, then prints PostgreSQL's plan of each
 * statement with its real parameters: the proof that a measured request uses its indexes.
 */
export async function explainRequest(
  pool: pg.Pool,
  label: string,
  call: () => Promise<Response>,
): Promise<string> {
  const seen: QueryConfig[] = [];
  const original = pool.query.bind(pool);
  // The app's queries all go through pool.query (drizzle's node-postgres driver); recording them
  // here needs no change in the app.
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null && 'text' in config) {
      const { text, values } = config as QueryConfig;
      seen.push({ text, values: values ?? (rest[0] as unknown[] | undefined) });
    }
    return (original as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  try {
    await (await call()).arrayBuffer();
  } finally {
    pool.query = original;
  }
  const interesting = seen.filter(({ text }) => /^\s*(select|with)/i.test(text));
  const plans: string[] = [];
  for (const { text, values } of interesting) {
    const result = await original(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
    const lines = result.rows.map((row: Record<string, string>) => row['QUERY PLAN']);
    plans.push(`${text}\n${lines.join('\n')}`);
  }
  return `--- ${label}: ${interesting.length} statements\n${plans.join('\n\n')}`;
}
