import type { RouteObject } from 'react-router';
import { ClusterNotesPage } from './ClusterNotesPage.tsx';

// The cluster's notes page; the patient's is among the patient pages (it needs their permission),
// and the hub's is a tab of the hub's page (hubs/hubTabs.tsx).
export const clusterNotesRoutes: RouteObject[] = [
  { path: 'shared-living/hubs/:hubId/clusters/:clusterId/notes', element: <ClusterNotesPage /> },
];
