import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { readsReferrals } from './permissions.ts';

/** The others are told so (the server refuses them anyway). */
function RequireReferrals({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (!readsReferrals(details?.user.role)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}

/** The referral pages, inside the signed-in area; the server scopes what each person sees. */
export const referralRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'shared-living/referrals',
      page: () => import('./ReferralBoardPage.tsx').then((m) => <m.ReferralBoardPage />),
    },
    {
      path: 'shared-living/referrals/new',
      page: () => import('./ReferralFormPage.tsx').then((m) => <m.ReferralFormPage />),
    },
    {
      path: 'shared-living/referrals/:referralId/edit',
      page: () => import('./ReferralEditPage.tsx').then((m) => <m.ReferralEditPage />),
    },
    {
      path: 'shared-living/referrals/:referralId',
      page: () => import('./ReferralDetailPage.tsx').then((m) => <m.ReferralDetailPage />),
    },
  ],
  (page) => <RequireReferrals>{page}</RequireReferrals>,
);
