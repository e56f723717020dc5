import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { readsReferrals } from './permissions.ts';
import { ReferralBoardPage } from './ReferralBoardPage.tsx';
import { ReferralDetailPage } from './ReferralDetailPage.tsx';
import { ReferralFormPage } from './ReferralFormPage.tsx';

/** The others are told so (the server refuses them anyway). */
function RequireReferrals({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (!readsReferrals(details?.user.role)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}

const guarded = (page: ReactNode) => <RequireReferrals>{page}</RequireReferrals>;

/** The referral pages, inside the signed-in area; the server scopes what each person sees. */
export const referralRoutes: RouteObject[] = [
  { path: 'shared-living/referrals', element: guarded(<ReferralBoardPage />) },
  { path: 'shared-living/referrals/new', element: guarded(<ReferralFormPage />) },
  { path: 'shared-living/referrals/:referralId', element: guarded(<ReferralDetailPage />) },
];
