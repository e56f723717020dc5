import { canReadCareRequests, SearchType } from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../../app/errors/MessagePage.tsx';
import { lazyPage, lazyPages } from '../../../app/routing/lazyPage.tsx';
import { useAuthDetails } from '../../identity/index.ts';

/** The inbox is for admins and agency staff; others are told so (the server refuses anyway). */
function RequireInboxReader({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (!details || !canReadCareRequests(details.user.role)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}

/** Public: inside the locale base, beside the marketplace's own pages. */
export const requestCareRoutes: RouteObject[] = SearchType.codes.map((searchType) => ({
  path: `${searchType}/listings/:listingId/request-care`,
  ...lazyPage(() =>
    import('./RequestCarePage.tsx').then((m) => <m.RequestCarePage searchType={searchType} />),
  ),
}));

/** Signed in: inside `/user`. */
export const careRequestInboxRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'care-requests',
      page: () => import('./CareRequestsPage.tsx').then((m) => <m.CareRequestsPage />),
    },
    {
      path: 'care-requests/:careRequestId',
      page: () => import('./CareRequestDetailPage.tsx').then((m) => <m.CareRequestDetailPage />),
    },
  ],
  (page) => <RequireInboxReader>{page}</RequireInboxReader>,
);
