import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { RequireRole } from '../../app/routing/RequireRole.tsx';
import { plansShifts, worksShifts } from './shiftAccess.ts';

/** The shift pages, inside the signed-in area. */
export const shiftRoutes: RouteObject[] = [
  ...lazyPages(
    [
      {
        path: 'schedule',
        page: () => import('./SchedulePage.tsx').then((m) => <m.SchedulePage />),
      },
    ],
    (page) => <RequireRole allows={plansShifts}>{page}</RequireRole>,
  ),
  ...lazyPages(
    [
      {
        path: 'my-shifts',
        page: () => import('./MyShiftsPage.tsx').then((m) => <m.MyShiftsPage />),
      },
    ],
    (page) => <RequireRole allows={worksShifts}>{page}</RequireRole>,
  ),
];
