import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './ApiError.ts';

const MAX_RETRIES = 2;

/** Retries what may pass on a second try (network, timeout, 5xx), never the caller's own mistake. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.isClientError || error.kind === 'aborted')) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      // A repeated write could apply twice; the person retries it knowingly.
      mutations: { retry: false },
    },
  });
}
