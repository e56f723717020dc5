import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

const rendered = new Set<QueryClient>();

/** Registers the query client of an app a test renders, for settleRequests. */
export function trackRequests(queryClient: QueryClient): void {
  rendered.add(queryClient);
}

/**
 * Waits until the apps rendered in this test have no call to the server under way: unmounting
 * mid-call would cut its connection, and its answer must not land in the next test.
 */
export async function settleRequests(): Promise<void> {
  for (const queryClient of rendered) {
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  }
  rendered.clear();
}
