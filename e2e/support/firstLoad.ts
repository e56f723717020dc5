import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';

// The built app the test server serves: each text file beside its gzip copy (`.gz`), written by
// the build; a file too small to be worth compressing has none and is sent as it is.
const built = new URL('../../apps/web/dist/', import.meta.url);

/** What one built file weighs gzipped, in bytes: its `.gz` copy, or the file itself without one. */
function gzipBytes(file: string): number {
  const plain = new URL(file, built);
  try {
    return statSync(new URL(`${plain.pathname}.gz`, plain)).size;
  } catch {
    return statSync(plain).size;
  }
}

export type FirstLoad = { files: string[]; gzipBytes: number };

/**
 * Follows every script `page` downloads from the built app (`/build/...js`) from now on; `total`
 * sums them by their built files' gzip copies.
 */
export function recordScripts(page: Page): { total(): FirstLoad } {
  const files = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/build/') && pathname.endsWith('.js')) {
      files.add(pathname.slice('/build/'.length));
    }
  });
  return {
    total: () => ({
      files: [...files].sort(),
      gzipBytes: [...files].reduce((sum, file) => sum + gzipBytes(file), 0),
    }),
  };
}
