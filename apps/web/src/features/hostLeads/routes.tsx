import { Role, SearchType } from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { useAuthDetails } from '../identity/index.ts';

/** The pipeline is the administrators'; others are told so (the server refuses them anyway). */
function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (details?.user.role !== Role.admin) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}

/** Public: inside the locale base, beside the shared-living search (no listing id clashes). */
export const hostSignUpRoutes: RouteObject[] = lazyPages([
  {
    path: `${SearchType.sharedLiving}/become-a-host`,
    page: () => import('./BecomeHostPage.tsx').then((m) => <m.BecomeHostPage />),
  },
]);

/** Signed in: inside `/user`. */
export const hostLeadPipelineRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'shared-living/host-leads',
      page: () => import('./HostLeadsPage.tsx').then((m) => <m.HostLeadsPage />),
    },
  ],
  (page) => <RequireAdmin>{page}</RequireAdmin>,
);
