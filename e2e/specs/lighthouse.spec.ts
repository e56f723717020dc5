import { type APIRequestContext, expect, test } from '@playwright/test';
import { signedInHeaders } from '../support/demoAccounts.ts';
import { nearestHomeCareListing } from '../support/demoListings.ts';
import { builtScriptsWeight } from '../support/firstLoad.ts';
import {
  type LighthouseOptions,
  medianLighthouseRun,
  runsPerPage,
} from '../support/lighthouseRun.ts';
import {
  categoryScore,
  failingAudits,
  issuesChromeReported,
  numericAudit,
  requestedUrls,
} from '../support/lighthouseSummary.ts';
import {
  FIRST_LOAD_SCRIPT_BUDGET_KB,
  PAGE_TRANSFER_BUDGET_KB,
} from '../support/pageWeightBudgets.ts';

// Lighthouse's mobile preset on the pages a visitor meets first and the page an agency opens
// every day: the median of three runs each, held to the budgets of issue 18 (docs/decisions.md,
// docs/performance.md). The pages are audited one after another: runs side by side would share
// the cores and each other's measurements, and they start only when every other spec is done (the
// `lighthouse` project in playwright.config.ts; `npm run test:lighthouse` runs them alone).
test.describe.configure({ mode: 'default' });

/**
 * Asserted floor of the performance score; the target is 90 on a quiet machine. A busy 2-core one
 * stretches the observed main-thread tasks that the simulated 4× slower CPU multiplies, so the
 * timing metrics (75 of the 100 points) can be lost to the load alone: the medians measured at
 * load average 5-26 were 25-66, at the heaviest load little more than layout stability's 25
 * points. The floor sits below that with headroom, so it fails a page whose layout shifts or
 * whose load collapses further, never a page for the machine's load (docs/performance.md).
 */
const performanceFloor = 20;
const cumulativeLayoutShiftBudget = 0.05;

type AuditedPage = {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  /** A page a visitor lands on from outside, held to the first-load script budget. */
  landing: boolean;
  options?: (baseURL: string) => Promise<LighthouseOptions>;
};

const pages: AuditedPage[] = [
  { name: 'home', path: async () => '/en-us', landing: true },
  // A place page starts the search from its city: a search with results on a first visit.
  {
    name: 'search with results',
    path: async () => '/en-us/locations/ontario/toronto',
    landing: true,
  },
  {
    name: 'listing',
    path: async (request) => `/en-us/homecare/listings/${await nearestHomeCareListing(request)}`,
    landing: false,
  },
  { name: 'sign-in', path: async () => '/en-us/sign-in', landing: true },
  {
    name: 'agency dashboard',
    path: async () => '/en-us/user',
    landing: false,
    // The signed-in area is closed to crawlers on purpose (robots.txt), so "is crawlable" does
    // not apply to it; the rest of the SEO category does.
    options: async (baseURL) => ({
      extraHeaders: await signedInHeaders(baseURL, 'agency'),
      skipAudits: ['is-crawlable'],
    }),
  },
];

for (const page of pages) {
  test(`Lighthouse, mobile: ${page.name}`, async ({ request, baseURL }) => {
    // Each run loads the page and audits it; on a busy 2-core machine one takes up to a minute.
    test.setTimeout(runsPerPage * 150_000);
    const origin = baseURL ?? '';
    const path = await page.path(request);
    const lhr = await medianLighthouseRun(`${origin}${path}`, await page.options?.(origin));

    const scores = {
      performance: categoryScore(lhr, 'performance'),
      accessibility: categoryScore(lhr, 'accessibility'),
      bestPractices: categoryScore(lhr, 'best-practices'),
      seo: categoryScore(lhr, 'seo'),
    };
    const layoutShift = numericAudit(lhr, 'cumulative-layout-shift');
    const totalTransfer = numericAudit(lhr, 'total-byte-weight') / 1024;
    const scripts = builtScriptsWeight(requestedUrls(lhr));
    const scriptGzip = scripts.gzipBytes / 1024;
    process.stdout.write(
      `Lighthouse median of ${runsPerPage}, ${page.name} (${path}): performance ${scores.performance}, ` +
        `accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}; ` +
        `LCP ${(numericAudit(lhr, 'largest-contentful-paint') / 1000).toFixed(1)} s, ` +
        `TBT ${Math.round(numericAudit(lhr, 'total-blocking-time'))} ms, CLS ${layoutShift.toFixed(3)}; ` +
        `scripts ${scriptGzip.toFixed(1)} KB gzip, total transfer ${totalTransfer.toFixed(1)} KB\n`,
    );

    expect.soft(scores.accessibility, failingAudits(lhr, 'accessibility')).toBe(100);
    expect
      .soft(scores.bestPractices, failingAudits(lhr, 'best-practices'))
      .toBeGreaterThanOrEqual(95);
    expect.soft(scores.seo, failingAudits(lhr, 'seo')).toBeGreaterThanOrEqual(95);
    // Costs best practices only 4 points, so the score alone would let a policy violation (as
    // zod's eval probe was) or a cookie problem through.
    expect.soft(issuesChromeReported(lhr), "Chrome's Issues panel").toEqual([]);
    expect
      .soft(scores.performance, failingAudits(lhr, 'performance'))
      .toBeGreaterThanOrEqual(performanceFloor);
    expect.soft(layoutShift, 'cumulative layout shift').toBeLessThan(cumulativeLayoutShiftBudget);
    expect
      .soft(totalTransfer, 'KB transferred while loading')
      .toBeLessThan(PAGE_TRANSFER_BUDGET_KB);
    if (page.landing) {
      expect
        .soft(scriptGzip, `first-load JavaScript, KB gzip: ${scripts.files.join(', ')}`)
        .toBeLessThan(FIRST_LOAD_SCRIPT_BUDGET_KB);
    }
  });
}
