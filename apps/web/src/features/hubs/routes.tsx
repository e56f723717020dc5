import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { lazyPage, lazyPages } from '../../app/routing/lazyPage.tsx';
import { useAuthDetails } from '../identity/index.ts';
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
  ...lazyPages(
    [
      {
        path: 'shared-living/hubs',
        page: () => import('./HubsPage.tsx').then((m) => <m.HubsPage />),
      },
      {
        path: 'shared-living/hubs/new',
        page: () => import('./HubFormPage.tsx').then((m) => <m.NewHubPage />),
      },
      {
        path: 'shared-living/hubs/:hubId/edit',
        page: () => import('./HubFormPage.tsx').then((m) => <m.EditHubPage />),
      },
    ],
    guarded,
  ),
  {
    path: 'shared-living/hubs/:hubId',
    ...lazyPage(
      () => import('./HubDetailPage.tsx').then((m) => <m.HubDetailPage tabs={tabs} />),
      guarded,
    ),
    children: tabs
      .filter(isPageTab)
      .map((tab) =>
        tab.path === ''
          ? { index: true, ...lazyPage(tab.page) }
          : { path: tab.path, ...lazyPage(tab.page) },
      ),
  },
];
