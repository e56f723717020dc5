import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { RequireRole } from '../../app/routing/RequireRole.tsx';
import { opensMessages } from './messageAccess.ts';

/** A patient's message thread, inside the signed-in area: the family's side and the office's. */
export const patientMessageRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'patients/:patientId/messages',
      page: () => import('./MessagesPage.tsx').then((m) => <m.MessagesPage />),
    },
  ],
  (page) => <RequireRole allows={opensMessages}>{page}</RequireRole>,
);
