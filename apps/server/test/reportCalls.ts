import type { ReportType } from '@hearth/domain';
import type { BrowserClient } from './browserClient.ts';

type Rows = {
  data: Record<string, unknown>[];
  meta: { page: number; perPage: number; total: number };
};
type Series = { key: string; points: { bucket: string; value: number }[] }[];

/** A report's rows, failing the test unless the call answers 200. */
export async function reportRows(
  client: BrowserClient,
  type: ReportType,
  body: object,
): Promise<Rows> {
  const response = await client.json(`/api/reports/${type}`, 'POST', body);
  if (response.status !== 200) {
    throw new Error(`${type} rows answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as Rows;
}

/** A report's chart series, failing the test unless the call answers 200. */
export async function reportGraph(
  client: BrowserClient,
  type: ReportType,
  body: object,
): Promise<Series> {
  const response = await client.json(`/api/reports/${type}/graph`, 'POST', body);
  if (response.status !== 200) {
    throw new Error(`${type} graph answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: Series }).data;
}

/** One series' values keyed by bucket, leaving out the zeros, so a test names what it expects. */
export function nonZeroPoints(series: Series, key: string): Record<string, number> {
  const found = series.find((entry) => entry.key === key);
  if (found === undefined) {
    throw new Error(`no series ${key}`);
  }
  return Object.fromEntries(
    found.points.filter((point) => point.value !== 0).map((point) => [point.bucket, point.value]),
  );
}
