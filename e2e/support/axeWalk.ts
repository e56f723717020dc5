import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { sendCareRequest } from './careRequestForm.ts';
import { signInAs } from './demoAccounts.ts';
import type { RouteUse, Walker } from './routeInventory.ts';

const LOCALE_BASE = '/en-us';

/** The two screens every page must serve: a wide desktop and a small phone. */
const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 360, height: 740 },
] as const;

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

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

/**
 * A returning family has searched near Toronto for each kind of care (a demo agency offers all
 * three there), so each search shows results and links to listings.
 */
async function rememberSearchesNearToronto(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const toronto = {
    location: 'Toronto, ON',
    city1: 'Toronto',
    state1: 'ON',
    country1: 'CA',
    latitude: 43.7,
    longitude: -79.4,
  };
  for (const searchType of ['homecare', 'shared-living', 'day-program']) {
    const response = await page.request.put(`/api/cookie/${searchType}`, {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: toronto,
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

/** Each violation as one line: the rule, its impact, the element and the page. */
async function violationsOn(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
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
 * Opens each dialog a page offers this walker, runs axe on the page with the dialog open (at the
 * width the page is shown at) and closes it again.
 */
async function dialogViolations(page: Page, use: RouteUse, walker: Walker, where: string) {
  if (use.dialogs?.openedBy !== walker) {
    return [];
  }
  const violations: string[] = [];
  for (const button of use.dialogs.buttons) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await contentShown(page, new URL(page.url()).pathname);
    violations.push(...(await violationsOn(page, `${where}, dialog "${button}"`)));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  return violations;
}

async function startWalk(page: Page, walker: Walker, uses: readonly RouteUse[]): Promise<void> {
  await page.setViewportSize(SCREENS[0]);
  if (walker === 'anonymous') {
    await page.goto(LOCALE_BASE);
  } else {
    await signInAs(page, walker);
  }
  await contentShown(page, new URL(page.url()).pathname);
  if (uses.some((use) => use.pattern.endsWith('/request-care'))) {
    await rememberSearchesNearToronto(page);
  }
  if (uses.some((use) => use.pattern === 'user/care-requests/:careRequestId')) {
    await sendCareRequestToMaple(page);
  }
}

/**
 * Opens pages as a walker, in order, at both screen sizes (resized in place, the last size of one
 * page being the first of the next), runs axe on each and fails listing every violation.
 */
export async function walkWithAxe(
  page: Page,
  walker: Walker,
  uses: readonly RouteUse[],
): Promise<void> {
  await startWalk(page, walker, uses);
  const linksSeen: string[] = [];
  const violations: string[] = [];
  let screens: readonly (typeof SCREENS)[number][] = SCREENS;
  for (const use of uses) {
    const path = pathOf(use, linksSeen);
    if (path === undefined) {
      violations.push(`${walker}: no page opened so far links to ${use.pattern}`);
      continue;
    }
    await test.step(path, async () => {
      if (new URL(page.url()).pathname !== path) {
        await navigateInApp(page, path);
      }
      for (const screen of screens) {
        await page.setViewportSize(screen);
        await contentShown(page, path);
        violations.push(...(await violationsOn(page, `${walker} ${path} at ${screen.width} px`)));
      }
      const lastWidth = screens.at(-1)?.width;
      violations.push(
        ...(await dialogViolations(page, use, walker, `${walker} ${path} at ${lastWidth} px`)),
      );
      const hrefs = await page.$$eval('a[href]', (anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      );
      linksSeen.push(...hrefs.map((href) => new URL(href, page.url()).pathname));
    });
    screens = [...screens].reverse();
  }
  expect(violations, violations.join('\n')).toEqual([]);
}
