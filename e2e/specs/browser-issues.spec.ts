import { expect, test } from '@playwright/test';

// Chrome's Issues panel lists what the browser refused or warns about on a page: a
// Content-Security-Policy violation (zod's eval probe was one, on every page, from the first
// script), a cookie it dropped, mixed content. None of them shows on the page itself, and each
// costs Lighthouse's best practices (docs/decisions.md, "Lighthouse in the suite").
const pages = [
  { path: '/en-us', heading: 'Care for the people you love, close to home' },
  { path: '/en-us/homecare', heading: 'Find home care' },
  { path: '/en-us/sign-in', heading: 'Sign in' },
];

for (const { path, heading } of pages) {
  test(`Chrome reports no issue on ${path}`, async ({ page }) => {
    const chrome = await page.context().newCDPSession(page);
    const issues: string[] = [];
    chrome.on('Audits.issueAdded', ({ issue }) => {
      issues.push(`${issue.code}: ${JSON.stringify(issue.details)}`);
    });
    await chrome.send('Audits.enable');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Settled: the page's data and lazily loaded parts have run too.
    await page.waitForLoadState('networkidle');

    expect(issues).toEqual([]);
  });
}
