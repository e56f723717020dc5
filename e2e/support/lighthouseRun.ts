import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
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
 * Audits no assertion reads, each with no weight in its category's score, whose gathering costs
 * time on every run: the back/forward cache check navigates away and back, the script coverage
 * behind the unused/legacy/duplicated JavaScript reports slows the page's own scripts while they
 * are measured, and the screenshots and source maps are for a person reading a report.
 */
const unassertedAudits = [
  'bf-cache',
  'unused-javascript',
  'legacy-javascript',
  'duplicated-javascript',
  'script-treemap-data',
  'valid-source-maps',
  'screenshot-thumbnails',
  'final-screenshot',
];

/**
 * Lighthouse's mobile preset (its default settings) on one page, `runsPerPage` times in one fresh
 * headless Chromium, and the run closest to the median first paint and time to interactive.
 * Each run opens a new tab and starts from an empty cache and empty storage, as a first visit does.
 */
export async function medianLighthouseRun(
  url: string,
  { extraHeaders, skipAudits = [] }: LighthouseOptions = {},
): Promise<Result> {
  const flags: Flags = {
    logLevel: 'error',
    maxWaitForLoad: maxWaitForLoadMs,
    extraHeaders: extraHeaders ?? null,
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    skipAudits: [...unassertedAudits, ...skipAudits],
    disableFullPageScreenshot: true,
    // Lighthouse resets the tab on a blank page before it starts tracing and loads the page.
    // From `about:blank` that load moves to a new renderer process, and on a busy machine that
    // process sometimes joined the trace too late to record the navigation's start, failing the
    // run with NO_NAVSTART. A page of the same site keeps the load in the renderer that is
    // already traced (docs/decisions.md, "Lighthouse in the suite").
    blankPage: new URL('/robots.txt', url).href,
  };
  const chromium = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const runs: Result[] = [];
    for (let run = 0; run < runsPerPage; run += 1) {
      const result = await lighthouse(url, { ...flags, port: chromium.port });
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
