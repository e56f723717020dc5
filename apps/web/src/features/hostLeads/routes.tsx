import { Role, SearchType } from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { BecomeHostPage } from './BecomeHostPage.tsx';
import { HostLeadsPage } from './HostLeadsPage.tsx';

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
export const hostSignUpRoutes: RouteObject[] = [
  { path: `${SearchType.sharedLiving}/become-a-host`, element: <BecomeHostPage /> },
];

/** Signed in: inside `/user`. */
export const hostLeadPipelineRoutes: RouteObject[] = [
  {
    path: 'shared-living/host-leads',
    element: (
      <RequireAdmin>
        <HostLeadsPage />
      </RequireAdmin>
    ),
  },
];
