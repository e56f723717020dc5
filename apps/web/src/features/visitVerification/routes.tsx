import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { RequireRole } from '../../app/routing/RequireRole.tsx';
import { setsVerification, worksExceptions } from './verificationAccess.ts';

/** The agency's visit verification pages, inside the signed-in area. */
export const visitVerificationRoutes: RouteObject[] = [
  ...lazyPages(
    [
      {
        path: 'visit-exceptions',
        page: () => import('./VisitExceptionsPage.tsx').then((m) => <m.VisitExceptionsPage />),
      },
    ],
    (page) => <RequireRole allows={worksExceptions}>{page}</RequireRole>,
  ),
  ...lazyPages(
    [
      {
        path: 'visit-verification',
        page: () =>
          import('./VerificationSettingsPage.tsx').then((m) => <m.VerificationSettingsPage />),
      },
    ],
    (page) => <RequireRole allows={setsVerification}>{page}</RequireRole>,
  ),
];
