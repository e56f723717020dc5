import type { Role } from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { MyShiftsPage } from './MyShiftsPage.tsx';
import { SchedulePage } from './SchedulePage.tsx';
import { plansShifts, worksShifts } from './shiftAccess.ts';

function RequireRole({
  allows,
  children,
}: {
  allows: (role: Role) => boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (details == null || !allows(details.user.role)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}

/** The shift pages, inside the signed-in area. */
export const shiftRoutes: RouteObject[] = [
  {
    path: 'schedule',
    element: (
      <RequireRole allows={plansShifts}>
        <SchedulePage />
      </RequireRole>
    ),
  },
  {
    path: 'my-shifts',
    element: (
      <RequireRole allows={worksShifts}>
        <MyShiftsPage />
      </RequireRole>
    ),
  },
];
