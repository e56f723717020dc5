import type { Page } from '@playwright/test';

/**
 * Collects what a person's browser reports as wrong on `page` from now on: each console error
 * (a failed request among them) and each uncaught page error, with the address it happened on.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`${page.url()}: console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    errors.push(`${page.url()}: page error: ${error.message}`);
  });
  return errors;
}
