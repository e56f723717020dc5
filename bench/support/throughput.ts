// Req/s of one GET after a warm-up, and the table that sets each figure against bare Fastify and
// GET /api/health measured in the same run (issue 24's goals are shares of bare Fastify).
import { requestsPerSecond } from './load.ts';

/** Each measurement's length (BENCH_SECONDS, 5 s by default), after a second of warm-up. */
export const throughputSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;

export type Throughput = {
  name: string;
  perSecond: number;
  /** The least share of bare Fastify's req/s the issue asks of this request, if any. */
  goalOfBare?: number;
};

/** Warms the route up, then measures its req/s over 10 keep-alive connections. */
export async function measured(url: string, headers: Record<string, string> = {}) {
  await requestsPerSecond(url, { headers, seconds: WARM_UP_SECONDS });
  return requestsPerSecond(url, { headers, seconds: throughputSeconds });
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;

function goalCell({ perSecond, goalOfBare }: Throughput, bare: Throughput): string {
  if (goalOfBare === undefined) {
    return '';
  }
  const met = perSecond >= goalOfBare * bare.perSecond ? 'met' : 'not met';
  return `≥ ${percent(goalOfBare, 1)}: ${met}`;
}

/**
 * The run's conditions, then a Markdown table of `bare`, `health` and `rows`, each with its share
 * of the two; `withGoals` adds whether each row reaches its goal.
 */
export function throughputTable(
  bare: Throughput,
  health: Throughput,
  rows: readonly Throughput[],
  { withGoals = false }: { withGoals?: boolean } = {},
): string {
  const goalHeader = withGoals ? ' goal (of bare Fastify) |' : '';
  const lines = [
    `10 keep-alive connections, ${throughputSeconds} s per request after ${WARM_UP_SECONDS} s warm-up`,
    `| request | req/s | of bare Fastify | of /api/health |${goalHeader}`,
    `|---|---|---|---|${withGoals ? '---|' : ''}`,
  ];
  for (const row of [bare, health, ...rows]) {
    const goal = withGoals ? ` ${goalCell(row, bare)} |` : '';
    lines.push(
      `| ${row.name} | ${row.perSecond.toFixed(0)} | ${percent(row.perSecond, bare.perSecond)} | ${percent(row.perSecond, health.perSecond)} |${goal}`,
    );
  }
  return lines.join('\n');
}
