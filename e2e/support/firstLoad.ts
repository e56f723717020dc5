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

/** The built app's scripts (`/build/...js`) among these addresses, by their built files' gzip copies. */
export function builtScriptsWeight(urls: Iterable<string>): FirstLoad {
  const files = new Set<string>();
  for (const url of urls) {
    const { pathname } = new URL(url);
    if (pathname.startsWith('/build/') && pathname.endsWith('.js')) {
      files.add(pathname.slice('/build/'.length));
    }
  }
  return {
    files: [...files].sort(),
    gzipBytes: [...files].reduce((sum, file) => sum + gzipBytes(file), 0),
  };
}

/**
 * Follows every script `page` downloads from the built app (`/build/...js`) from now on; `total`
 * sums them by their built files' gzip copies.
 */
export function recordScripts(page: Page): { total(): FirstLoad } {
  const urls: string[] = [];
  page.on('response', (response) => {
    urls.push(response.url());
  });
  return { total: () => builtScriptsWeight(urls) };
}
