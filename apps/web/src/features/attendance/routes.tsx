import { Role } from '@hearth/domain';
import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../app/routing/pageWithWords.ts';
import { RequireRole } from '../../app/routing/RequireRole.tsx';

/** The provider's day sheet, inside the signed-in area. */
export const attendanceRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'attendance',
      page: pageWithWords('attendance', () =>
        import('./AttendancePage.tsx').then((m) => <m.AttendancePage />),
      ),
    },
  ],
  (page) => <RequireRole allows={(role) => role === Role.provider}>{page}</RequireRole>,
);
