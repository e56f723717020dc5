import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { RequireRole } from '../../app/routing/RequireRole.tsx';
import { opensMyCare } from './familyAccess.ts';

/** The family's portal inside the signed-in area; its words load with the area. */
export const myCareRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'my-care',
      page: () => import('./MyCarePage.tsx').then((m) => <m.MyCarePage />),
    },
    {
      path: 'my-care/patients/:patientId',
      page: () => import('./FamilyPatientPage.tsx').then((m) => <m.FamilyPatientPage />),
    },
    {
      path: 'my-care/accept',
      page: () => import('./AcceptInvitationPage.tsx').then((m) => <m.AcceptInvitationPage />),
    },
  ],
  (page) => <RequireRole allows={opensMyCare}>{page}</RequireRole>,
);
