import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/routing/lazyPage.tsx';

// The cluster's notes page; the patient's is among the patient pages (it needs their permission),
// and the hub's is a tab of the hub's page (app/hubTabs.tsx).
export const clusterNotesRoutes: RouteObject[] = lazyPages([
  {
    path: 'shared-living/hubs/:hubId/clusters/:clusterId/notes',
    page: () => import('./ClusterNotesPage.tsx').then((m) => <m.ClusterNotesPage />),
  },
]);
