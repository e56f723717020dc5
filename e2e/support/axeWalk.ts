import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { sendCareRequest } from './careRequestForm.ts';
import { signInAs } from './demoAccounts.ts';
import type { RouteUse, Walker, WalkStep } from './routeInventory.ts';
import { csrf } from './visitJourney.ts';

const LOCALE_BASE = '/en-us';

/** The two screens every page must serve: a wide desktop and a small phone. */
const PHONE = { width: 360, height: 740 };
const SCREENS = [{ width: 1920, height: 1080 }, PHONE] as const;

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core, given to the page once per document: the walk stays in one document, and handing the
 * 550 KB engine over again before every audit cost about a fifth of the audit's time.
 */
const AXE_ONCE_PER_DOCUMENT = `if (window.axe === undefined) {${readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)}}`;

const fullPath = (path: string) => (path === '' ? LOCALE_BASE : `${LOCALE_BASE}/${path}`);

/** Ids in our addresses are integers; other parameters (a province, a city) are words. */
const patternAsRegExp = (pattern: string) =>
  new RegExp(
    `^${fullPath(pattern).replace(/:(\w+)/g, (_, name: string) =>
      /(?:^id|Id)$/.test(name) ? '\\d+' : '[^/]+',
    )}$`,
  );

/**
 * The path to open for a page: its own, or the link to it met last on the pages walked so far
 * (undefined when none was met). The last one, because an edit page is linked from the record
 * just opened, and only where that record may still be changed.
 */
function pathOf(use: RouteUse, linksSeen: readonly string[]): string | undefined {
  if (use.open !== undefined) {
    return fullPath(use.open);
  }
  if (!use.pattern.includes(':')) {
    return fullPath(use.pattern);
  }
  const pattern = patternAsRegExp(use.pattern);
  return linksSeen.findLast((href) => pattern.test(href));
}

const SEARCH_TYPES = ['homecare', 'shared-living', 'day-program'] as const;
type SearchType = (typeof SEARCH_TYPES)[number];

/** Near Toronto, where a demo agency offers all three kinds of care: results and listings. */
const TORONTO = {
  location: 'Toronto, ON',
  city1: 'Toronto',
  state1: 'ON',
  country1: 'CA',
  latitude: 43.7,
  longitude: -79.4,
};
/** A place the gazetteer does not know: the page says so and offers the closest cities. */
const UNKNOWN_PLACE = { location: 'Springfield, Narnia' };

/** The searches a returning family has stored, per kind of care (see ROUTE_USES). */
const storedSearchOf = (walker: Walker, searchType: SearchType) =>
  walker === 'user' && searchType === 'day-program' ? UNKNOWN_PLACE : TORONTO;

async function rememberSearches(page: Page, walker: Walker): Promise<void> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  for (const searchType of SEARCH_TYPES) {
    const response = await page.request.put(`/api/cookie/${searchType}`, {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: storedSearchOf(walker, searchType),
    });
    expect(response.ok(), `storing the ${searchType} search`).toBe(true);
  }
}

/**
 * Opens a path as the app's own links do (the router follows the history), without reloading
 * the app. The page's main content is marked until it changes, so the wait below cannot take the
 * page being left for the one being opened.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const main = document.querySelector('main') ?? document.body;
    main.dataset.walkLeaving = 'true';
    const observer = new MutationObserver(() => {
      observer.disconnect();
      delete main.dataset.walkLeaving;
    });
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page has drawn its heading and has nothing still loading or updating. */
async function contentShown(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const busy = Array.from(
        document.querySelectorAll('[role="progressbar"], [aria-busy="true"], [data-walk-leaving]'),
      ).some((element) => element.checkVisibility());
      return (
        window.location.pathname === expected && document.querySelector('h1') !== null && !busy
      );
    },
    path,
    { timeout: 30_000 },
  );
}

/**
 * Each violation as one line: the rule, its impact, the element and the page. axe runs in the
 * page itself (legacy mode): the default mode opens a blank page to merge the results of each
 * frame, which cost more than the audit on a busy machine, and our pages have no frames.
 */
export async function violationsOn(page: Page, where: string): Promise<string[]> {
  await transitionsFinished(page);
  const results = await new AxeBuilder({ page, axeSource: AXE_ONCE_PER_DOCUMENT })
    .setLegacyMode(true)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} [${violation.impact ?? 'unrated'}] ${node.target.join(' ')} — ${violation.help}`,
    ),
  );
}

/**
 * Colour contrast is judged on what is drawn: a dialog still fading in reads as too faint. Waits
 * for the page's finite animations and transitions to end (a spinner's endless one is left).
 */
async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A family asks Maple Home Care (the agency staff's own) for care, so its inbox has a request. */
async function sendCareRequestToMaple(page: Page): Promise<void> {
  const visitor = await page
    .context()
    .browser()
    ?.newPage({ baseURL: new URL(page.url()).origin });
  if (visitor === undefined) {
    throw new Error('the walk needs a browser of its own to send a care request');
  }
  await visitor.goto(`${LOCALE_BASE}/locations/ontario/toronto`);
  await visitor
    .getByRole('link', { name: /^Maple Home Care — / })
    .first()
    .click();
  await visitor.getByRole('link', { name: 'Request care' }).click();
  await sendCareRequest(visitor, { family: 'Walking Family', agency: 'Maple Home Care' });
  await visitor.close();
}

/**
 * The walker's agency runs January 2020, before any demo visit: its runs list then links to a
 * finished run, and no other test's invoices change.
 */
async function runAnEmptyPeriod(page: Page): Promise<void> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    data: { organisation: { ids: number[] } | null };
  };
  const agencyId = session.data.organisation?.ids[0];
  const started = await page.request.post('/api/invoice-runs', {
    headers: await csrf(page),
    data: { agencyId, periodStart: '2020-01-01', periodEnd: '2020-02-01' },
  });
  if (!started.ok()) {
    throw new Error(`the walk could not start an invoice run: ${started.status()}`);
  }
}

/**
 * Opens each dialog of a page (its first auditor does), runs axe on the page with the dialog
 * open and closes it again; at the width the page was left at, or on a phone where only a phone
 * shows the button.
 */
async function dialogViolations(page: Page, use: RouteUse, walker: Walker, where: string) {
  if (use.dialogs === undefined || use.auditedBy[0] !== walker) {
    return [];
  }
  if (use.dialogs.onPhone) {
    await page.setViewportSize(PHONE);
  }
  const width = page.viewportSize()?.width;
  const violations: string[] = [];
  for (const button of use.dialogs.buttons) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await contentShown(page, new URL(page.url()).pathname);
    violations.push(...(await violationsOn(page, `${where} at ${width} px, dialog "${button}"`)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  return violations;
}

const opens = (steps: readonly WalkStep[], pattern: RegExp) =>
  steps.some((step) => pattern.test(step.use.pattern));

async function startWalk(page: Page, walker: Walker, steps: readonly WalkStep[]): Promise<void> {
  await page.setViewportSize(SCREENS[0]);
  if (walker === 'anonymous') {
    await page.goto(LOCALE_BASE);
  } else {
    await signInAs(page, walker);
  }
  await contentShown(page, new URL(page.url()).pathname);
  if (opens(steps, /^(?:homecare|shared-living|day-program)/)) {
    await rememberSearches(page, walker);
  }
  if (opens(steps, /^user\/care-requests\/:careRequestId$/)) {
    await sendCareRequestToMaple(page);
  }
  if (opens(steps, /^user\/invoice-runs\/:runId$/)) {
    await runAnEmptyPeriod(page);
  }
}

/**
 * Opens pages as a walker, in order; on each page it audits, runs axe at both screen sizes
 * (resized in place, the last size of one page being the first of the next), and the page's
 * dialogs; fails listing every violation. Pages it only passes through give their links.
 */
export async function walkWithAxe(
  page: Page,
  walker: Walker,
  steps: readonly WalkStep[],
): Promise<void> {
  await startWalk(page, walker, steps);
  const linksSeen: string[] = [];
  const violations: string[] = [];
  let screens: readonly (typeof SCREENS)[number][] = SCREENS;
  for (const { use, audit } of steps) {
    const path = pathOf(use, linksSeen);
    if (path === undefined) {
      violations.push(`${walker}: no page opened so far links to ${use.pattern}`);
      continue;
    }
    await test.step(`${audit ? 'audit' : 'pass through'} ${path}`, async () => {
      if (new URL(page.url()).pathname !== path) {
        await navigateInApp(page, path);
      }
      await contentShown(page, path);
      if (audit) {
        for (const screen of screens) {
          await page.setViewportSize(screen);
          await contentShown(page, path);
          violations.push(...(await violationsOn(page, `${walker} ${path} at ${screen.width} px`)));
        }
        screens = [...screens].reverse();
        violations.push(...(await dialogViolations(page, use, walker, `${walker} ${path}`)));
      }
      const hrefs = await page.$$eval('a[href]', (anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      );
      linksSeen.push(...hrefs.map((href) => new URL(href, page.url()).pathname));
    });
  }
  expect(violations, violations.join('\n')).toEqual([]);
}
