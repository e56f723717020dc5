import type { RouteObject } from 'react-router';
import { lazyPages, type PageLoader } from '../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../app/routing/pageWithWords.ts';
import { RequireRole } from '../../app/routing/RequireRole.tsx';
import { readsReports } from './reportAccess.ts';

const withReportWords = (load: PageLoader) => pageWithWords('reports', load);

/** The reports list and one report's page, inside the signed-in area. */
export const reportRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'reports',
      page: withReportWords(() => import('./ReportsPage.tsx').then((m) => <m.ReportsPage />)),
    },
    {
      path: 'reports/:type',
      page: withReportWords(() => import('./ReportPage.tsx').then((m) => <m.ReportPage />)),
    },
  ],
  (page) => <RequireRole allows={readsReports}>{page}</RequireRole>,
);
