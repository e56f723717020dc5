import { test } from '@playwright/test';
import { walkWithAxe } from '../support/axeWalk.ts';
import type { Walker } from '../support/routeInventory.ts';

// Every page each role uses, at 1920 and 360 px, with no axe violation of any impact
// (WCAG 2.0/2.1 A and AA, and axe's best practices).
const walkers: readonly Walker[] = [
  'anonymous',
  'user',
  'admin',
  'agency',
  'agency-agent',
  'provider',
  'partner',
  'partner-agent',
  'caregiver',
];

for (const walker of walkers) {
  test(`${walker}: every page passes axe at both widths`, async ({ page }) => {
    await walkWithAxe(page, walker);
  });
}
