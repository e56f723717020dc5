import { vi } from 'vitest';

/**
 * Retries an assertion until it holds: for what arrives asynchronously (a live event, a presence
 * change). Vitest's own default gives up after one second, which a loaded 2-core machine can need
 * for a single websocket round trip; this waits as long as the test's budget allows.
 */
export function eventually<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: 30_000, interval: 20 });
}
