import { test } from '@playwright/test';
import { walkWithAxe } from '../support/axeWalk.ts';
import { type Walker, walksOf } from '../support/routeInventory.ts';

// Every page of the route table at 1920 and 360 px, audited by a role that uses it (the rule in
// routeInventory.ts), with no axe violation of any impact (WCAG 2.0 and 2.1, A and AA, and axe's
// best practices). A role's pages are split into walks of a few areas each, so a walk stays well
// inside the test budget on a busy machine.
const AUDITS_PER_WALK = 8;

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
  const walks = walksOf(walker, AUDITS_PER_WALK);
  walks.forEach((steps, index) => {
    const first = steps[0]?.use.pattern || 'home';
    test(`${walker}, walk ${index + 1} of ${walks.length} (from ${first}): no axe violation at 1920 or 360 px`, async ({
      page,
    }) => {
      await walkWithAxe(page, walker, steps);
    });
  });
}
