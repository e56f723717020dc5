import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError.ts';
import { shouldRetry } from './queryClient.ts';

const failure = (kind: ApiError['kind'], status?: number) =>
  new ApiError({ kind, status, message: 'failed' });

describe('query retries', () => {
  it('never retries a 4xx: the same request would fail the same way', () => {
    for (const status of [400, 401, 403, 404, 419, 422, 429]) {
      expect(shouldRetry(0, failure('status', status))).toBe(false);
    }
  });

  it('never retries an aborted request', () => {
    expect(shouldRetry(0, failure('aborted'))).toBe(false);
  });

  it('retries server errors, timeouts and network errors twice', () => {
    for (const error of [failure('status', 503), failure('timeout'), failure('network')]) {
      expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, false]);
    }
  });
});
