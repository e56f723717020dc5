// Timing of HTTP calls: latency sequentially (p50/p95), throughput with concurrent callers (req/s).

export type Sample = {
  name: string;
  iterations: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  /** Requests a second with `concurrency` callers at once; absent when not measured. */
  perSecond?: number;
};

type Call = () => Promise<Response>;

async function timed(name: string, call: Call): Promise<number> {
  const start = performance.now();
  const response = await call();
  await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(`${name} answered ${response.status}`);
  }
  return performance.now() - start;
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

/** Sequential latency after a warm-up, then throughput with `concurrency` callers for a while. */
export async function measure(
  name: string,
  iterations: number,
  call: Call,
  { concurrency = 0, seconds = 3 }: { concurrency?: number; seconds?: number } = {},
): Promise<Sample> {
  for (let warm = 0; warm < Math.min(20, iterations); warm++) {
    await timed(name, call);
  }
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    times.push(await timed(name, call));
  }
  times.sort((a, b) => a - b);
  const sample: Sample = {
    name,
    iterations,
    meanMs: times.reduce((sum, t) => sum + t, 0) / times.length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
  };
  if (concurrency > 0) {
    sample.perSecond = await throughput(name, call, concurrency, seconds);
  }
  return sample;
}

async function throughput(name: string, call: Call, concurrency: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const caller = async () => {
    while (performance.now() < until) {
      await timed(name, call);
      done += 1;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  return done / ((performance.now() - start) / 1000);
}

/** A Markdown table, each row with its ratio to the first (the baseline). */
export function report(samples: readonly Sample[]): string {
  const [baseline] = samples;
  if (baseline === undefined) {
    return '';
  }
  const lines = [
    '| request | iterations | mean ms | p50 ms | p95 ms | ratio to baseline (mean) | req/s |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const sample of samples) {
    const ratio = (sample.meanMs / baseline.meanMs).toFixed(1);
    const perSecond = sample.perSecond === undefined ? '' : sample.perSecond.toFixed(0);
    lines.push(
      `| ${sample.name} | ${sample.iterations} | ${sample.meanMs.toFixed(2)} | ${sample.p50Ms.toFixed(2)} | ${sample.p95Ms.toFixed(2)} | ${ratio} | ${perSecond} |`,
    );
  }
  return lines.join('\n');
}
