import { expect, test } from '@playwright/test';
import { recordScripts } from '../support/firstLoad.ts';
import { FIRST_LOAD_SCRIPT_BUDGET_KB as BUDGET_KB } from '../support/pageWeightBudgets.ts';

// What a first visit downloads before a public page is ready: every script, counted as the gzip
// copy the server sends (docs/performance.md, "First load of the web app"). Pages fetch their
// own code when opened, so the figure grows only with what these pages and the app's frame use.
// The budget, and how far it is from the target, is in `pageWeightBudgets.ts`.

const pages = [
  { name: 'home', path: '/en-us', heading: 'Care for the people you love, close to home' },
  { name: 'search', path: '/en-us/homecare', heading: 'Find home care' },
  { name: 'sign-in', path: '/en-us/sign-in', heading: 'Sign in' },
  // Where organisations deciding whether to join land from the footer or a search engine.
  { name: 'pricing', path: '/en-us/pricing', heading: 'Pricing' },
];

test.describe('first load of the web app', () => {
  for (const { name, path, heading } of pages) {
    test(`the ${name} page downloads less than ${BUDGET_KB} KB of gzipped JavaScript`, async ({
      page,
    }) => {
      const scripts = recordScripts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Settled: whatever the page fetches once it shows (its data, a lazily loaded part) is in.
      await page.waitForLoadState('networkidle');

      const { files, gzipBytes } = scripts.total();
      const kilobytes = gzipBytes / 1024;
      process.stdout.write(
        `first load of ${name}: ${kilobytes.toFixed(1)} KB gzip in ${files.length} scripts\n`,
      );
      expect(files.length, 'scripts seen').toBeGreaterThan(0);
      expect(kilobytes, files.join(', ')).toBeLessThan(BUDGET_KB);
    });
  }
});
