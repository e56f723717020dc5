import type { Page } from '@playwright/test';

/** How far the page scrolls sideways; a page that fits its screen answers 0 or less. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
