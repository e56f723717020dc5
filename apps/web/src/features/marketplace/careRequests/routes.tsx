import { canReadCareRequests, SearchType } from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../../app/errors/MessagePage.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { CareRequestDetailPage } from './CareRequestDetailPage.tsx';
import { CareRequestsPage } from './CareRequestsPage.tsx';
import { RequestCarePage } from './RequestCarePage.tsx';

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
  element: <RequestCarePage searchType={searchType} />,
}));

/** Signed in: inside `/user`. */
export const careRequestInboxRoutes: RouteObject[] = [
  {
    path: 'care-requests',
    element: (
      <RequireInboxReader>
        <CareRequestsPage />
      </RequireInboxReader>
    ),
  },
  {
    path: 'care-requests/:careRequestId',
    element: (
      <RequireInboxReader>
        <CareRequestDetailPage />
      </RequireInboxReader>
    ),
  },
];
