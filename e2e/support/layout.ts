import { expect, type Locator, type Page } from '@playwright/test';

/** How far the page scrolls sideways; a page that fits its screen answers 0 or less. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Scrolls `part` into view, again if it is replaced on the way: a lazily loaded part swaps its
 * placeholder for itself under the same name (a map in view starts loading as it is reached).
 */
export async function scrollIntoView(part: Locator): Promise<void> {
  await expect(async () => {
    await part.scrollIntoViewIfNeeded();
  }).toPass();
}
