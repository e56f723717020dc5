// The shared close of the read benchmarks: time each request against the health baseline, then
// write the query plan of each to the log, so a slow one can be traced to its SQL.
import { writeFile } from 'node:fs/promises';
import type pg from 'pg';
import { explainRequest } from './explain.ts';
import { measure, report } from './measure.ts';

export type BenchRequest = { name: string; call: () => Promise<Response> };

/** Prints the timings of `requests` after GET /api/health, and writes their plans to `logFile`. */
export async function measureAndExplain(
  { base, pool }: { base: string; pool: pg.Pool },
  requests: readonly BenchRequest[],
  logFile: string,
): Promise<void> {
  const samples = [
    await measure('GET /api/health (baseline)', 1000, () => fetch(`${base}/api/health`), {
      concurrency: 8,
    }),
  ];
  for (const { name, call } of requests) {
    samples.push(await measure(name, 300, call, { concurrency: 8 }));
  }
  console.log(report(samples));

  const plans: string[] = [];
  for (const { name, call } of requests) {
    plans.push(await explainRequest(pool, name, call));
  }
  await writeFile(logFile, `${plans.join('\n\n')}\n`);
  console.log(`Query plans written to ${logFile}`);
}
