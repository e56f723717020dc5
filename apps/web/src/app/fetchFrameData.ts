import type { QueryClient } from '@tanstack/react-query';
import { appInfoQuery } from '../api/system.ts';
import { authDetailsQuery } from '../features/identity/index.ts';

/**
 * Fetches what the frame around every page shows, before the first render: the instance's name
 * (header), who is signed in (header, side bar, guards) and the support address (footer). Drawn
 * without them, the frame moved when they arrived: the name pushed the navigation aside, "Sign
 * in" or the account button pushed the header's icons, the side bar pushed the page.
 *
 * One try each: a failure must not hold the first render back, and the frame's own queries ask
 * again once it is drawn.
 */
export async function fetchFrameData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ ...appInfoQuery, retry: false }),
    queryClient.prefetchQuery({ ...authDetailsQuery, retry: false }),
  ]);
}
