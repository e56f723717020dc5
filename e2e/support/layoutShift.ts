import type { Page } from '@playwright/test';

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type ShiftWindow = Window & { hearthLayoutShiftTotal?: () => number };

/**
 * From now on, adds up on every page `page` loads, from its very start, the layout shifts the
 * person did not cause (`hadRecentInput` false): a stricter figure than Lighthouse's CLS, which
 * keeps only the worst burst of shifts.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let total = 0;
    const add = (entries: PerformanceEntry[]) => {
      for (const entry of entries as LayoutShift[]) {
        if (!entry.hadRecentInput) {
          total += entry.value;
        }
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // Shifts already reported but not yet handed to the callback count too.
    (window as ShiftWindow).hearthLayoutShiftTotal = () => {
      add(observer.takeRecords());
      return total;
    };
  });
}

/** The shifts added up since the page `page` shows began to load; see `recordLayoutShifts`. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  // A frame's shifts are reported once it is drawn: let the next two frames be drawn first.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const total = (window as ShiftWindow).hearthLayoutShiftTotal;
    if (total === undefined) {
      throw new Error('layout shifts are not recorded on this page: call recordLayoutShifts first');
    }
    return total();
  });
}
