import { Role, readsAgencyTimesheets } from '@hearth/domain';
import type { RouteObject } from 'react-router';
import { lazyPages, type PageLoader } from '../../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../../app/routing/pageWithWords.ts';
import { RequireRole } from '../../../app/routing/RequireRole.tsx';

const withTimesheetWords = (load: PageLoader) => pageWithWords('timesheets', load);

/** The agency's caregiver timesheets, inside the signed-in area. */
export const timesheetRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'timesheets',
      page: withTimesheetWords(() =>
        import('./TimesheetsPage.tsx').then((m) => <m.TimesheetsPage />),
      ),
    },
    {
      path: 'timesheets/:caregiverId',
      page: withTimesheetWords(() =>
        import('./TimesheetPage.tsx').then((m) => <m.TimesheetPage />),
      ),
    },
  ],
  (page) => <RequireRole allows={readsAgencyTimesheets}>{page}</RequireRole>,
);

/** A caregiver's own hours, read-only. */
export const myHoursRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'my-hours',
      page: withTimesheetWords(() => import('./MyHoursPage.tsx').then((m) => <m.MyHoursPage />)),
    },
  ],
  (page) => <RequireRole allows={(role) => role === Role.caregiver}>{page}</RequireRole>,
);
