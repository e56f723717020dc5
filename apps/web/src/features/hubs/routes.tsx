import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { HubDetailPage } from './HubDetailPage.tsx';
import { EditHubPage, NewHubPage } from './HubFormPage.tsx';
import { HubsPage } from './HubsPage.tsx';
import { type HubTab, isPageTab } from './hubTab.ts';
import { readsHubDirectory } from './permissions.ts';

/** Pages for the professional roles; the others are told so (the server refuses them anyway). */
function RequireHubReader({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (!readsHubDirectory(details?.user.role)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}

const guarded = (page: ReactNode) => <RequireHubReader>{page}</RequireHubReader>;

/** The hub pages, inside the signed-in area; a hub's tabs are pages below its address. */
export const hubRoutes = (tabs: readonly HubTab[]): RouteObject[] => [
  { path: 'shared-living/hubs', element: guarded(<HubsPage />) },
  { path: 'shared-living/hubs/new', element: guarded(<NewHubPage />) },
  { path: 'shared-living/hubs/:hubId/edit', element: guarded(<EditHubPage />) },
  {
    path: 'shared-living/hubs/:hubId',
    element: guarded(<HubDetailPage tabs={tabs} />),
    children: tabs
      .filter(isPageTab)
      .map((tab) =>
        tab.path === ''
          ? { index: true, element: tab.element }
          : { path: tab.path, element: tab.element },
      ),
  },
];
