import { expect, type Page } from '@playwright/test';

/**
 * Counts the page's requests still on their way. `waitForLoadState('networkidle')` says nothing
 * after the first page load (a client-side navigation does not reset it), so a test that must know
 * the page has stopped talking to the server (before jumping its clock, say) asks this instead.
 * Create it before the requests of interest start.
 */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    /** Resolves once no request has been on its way for `quietMs` (real time). */
    async settled(quietMs = 500): Promise<void> {
      await expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, {
          timeout: 15_000,
          intervals: [100],
        })
        .toBe(true);
    },
  };
}
