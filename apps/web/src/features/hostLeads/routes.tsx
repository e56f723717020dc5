import { SearchType } from '@hearth/domain';
import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { RequireAdmin } from '../identity/index.ts';

/** Public: inside the locale base, beside the shared-living search (no listing id clashes). */
export const hostSignUpRoutes: RouteObject[] = lazyPages([
  {
    path: `${SearchType.sharedLiving}/become-a-host`,
    page: () => import('./BecomeHostPage.tsx').then((m) => <m.BecomeHostPage />),
  },
]);

/** Signed in: inside `/user`; the pipeline is the administrators'. */
export const hostLeadPipelineRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'shared-living/host-leads',
      page: () => import('./HostLeadsPage.tsx').then((m) => <m.HostLeadsPage />),
    },
  ],
  (page) => <RequireAdmin>{page}</RequireAdmin>,
);
