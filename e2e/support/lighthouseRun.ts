import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export type LighthouseOptions = {
  /** Sent with every request of the page: a signed-in session's cookie and CSRF token. */
  extraHeaders?: Record<string, string>;
  /** Audits that do not apply to the page, left out of its category scores. */
  skipAudits?: string[];
};

/** Runs per page; Lighthouse's own advice for a stable score is the median of at least three. */
export const runsPerPage = 3;

// A load that waits on a busy 2-core machine is slow, not broken: the wait is generous, and the
// simulated throttling (Lighthouse's default) scores the page from its request graph rather than
// from how long this machine took.
const maxWaitForLoadMs = 90_000;

/**
 * Lighthouse's mobile preset (its default settings) on one page, `runsPerPage` times in one fresh
 * headless Chromium, and the run closest to the median first paint and time to interactive.
 * Each run starts from an empty cache and empty storage, as a first visit does.
 */
export async function medianLighthouseRun(
  url: string,
  { extraHeaders, skipAudits }: LighthouseOptions = {},
): Promise<Result> {
  const chromium = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const runs: Result[] = [];
    for (let run = 0; run < runsPerPage; run += 1) {
      const result = await lighthouse(url, {
        port: chromium.port,
        logLevel: 'error',
        maxWaitForLoad: maxWaitForLoadMs,
        extraHeaders: extraHeaders ?? null,
        skipAudits: skipAudits ?? null,
      });
      if (result === undefined || result.lhr.runtimeError !== undefined) {
        throw new Error(
          `Lighthouse could not audit ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`,
        );
      }
      runs.push(result.lhr);
    }
    return computeMedianRun(runs);
  } finally {
    chromium.kill();
  }
}
