import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signInAs } from './demoAccounts.ts';
import { type RouteUse, routesUsedBy, type Walker } from './routeInventory.ts';

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

/** The path to open for a page: its own, or a link to it met on an earlier page of the walk. */
function pathOf(use: RouteUse, linksSeen: ReadonlySet<string>, walker: Walker): string {
  if (use.open !== undefined) {
    return fullPath(use.open);
  }
  if (!use.pattern.includes(':')) {
    return fullPath(use.pattern);
  }
  const pattern = patternAsRegExp(use.pattern);
  const link = [...linksSeen].find((href) => pattern.test(href));
  if (link === undefined) {
    throw new Error(`no page ${walker} opened so far links to ${use.pattern}`);
  }
  return link;
}

/**
 * Opens a path as the app's own links do (the router follows the history), without reloading
 * the app, and resolves once the page has changed what it shows.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.querySelector('main') ?? document.body, {
          childList: true,
          subtree: true,
          characterData: true,
        });
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    path,
  );
}

/** The page has drawn its heading and has nothing still loading or updating. */
async function contentShown(page: Page, path: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const busy = Array.from(
      document.querySelectorAll('[role="progressbar"], [aria-busy="true"]'),
    ).some((element) => element.checkVisibility());
    return window.location.pathname === expected && document.querySelector('h1') !== null && !busy;
  }, path);
}

/** Each violation as one line: the rule, its impact, the element and the page. */
async function violationsOn(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} [${violation.impact ?? 'unrated'}] ${node.target.join(' ')} — ${violation.help}`,
    ),
  );
}

async function startWalk(page: Page, walker: Walker): Promise<void> {
  await page.setViewportSize(SCREENS[0]);
  if (walker === 'anonymous') {
    await page.goto(LOCALE_BASE);
  } else {
    await signInAs(page, walker);
  }
  await contentShown(page, new URL(page.url()).pathname);
}

/**
 * Opens every page a walker uses, at both screen sizes (resized in place, the last size of one
 * page being the first of the next), runs axe on each and fails listing every violation.
 */
export async function walkWithAxe(
  page: Page,
  walker: Walker,
  select: (uses: RouteUse[]) => RouteUse[] = (uses) => uses,
): Promise<void> {
  await startWalk(page, walker);
  const linksSeen = new Set<string>();
  const violations: string[] = [];
  let screens: readonly (typeof SCREENS)[number][] = SCREENS;
  for (const use of select(routesUsedBy(walker))) {
    const path = pathOf(use, linksSeen, walker);
    if (new URL(page.url()).pathname !== path) {
      await navigateInApp(page, path);
    }
    for (const screen of screens) {
      await page.setViewportSize(screen);
      await contentShown(page, path);
      violations.push(...(await violationsOn(page, `${walker} ${path} at ${screen.width} px`)));
    }
    screens = [...screens].reverse();
    const hrefs = await page.$$eval('a[href]', (anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    for (const href of hrefs) {
      linksSeen.add(new URL(href, page.url()).pathname);
    }
  }
  expect(violations, violations.join('\n')).toEqual([]);
}
