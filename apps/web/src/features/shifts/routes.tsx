import type { Role } from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { useAuthDetails } from '../identity/index.ts';
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
