import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { RecordNotFound } from '../../components/RecordNotFound.tsx';
import { isNotFound } from '../patients/index.ts';
import { HubHeader } from './HubHeader.tsx';
import { HubOnlineNow } from './HubOnlineNow.tsx';
import { useHub } from './hubsApi.ts';
import { type HubTab, isPageTab } from './hubTab.ts';
import { useHubIdParam } from './useHubIdParam.ts';
import type { HubTabContext } from './useHubTab.ts';

function BackToHubs() {
  const { t } = useTranslation('hubs');
  return <BackToList path="/user/shared-living/hubs" label={t('detail.back')} />;
}

export type HubDetailPageProps = { tabs: readonly HubTab[] };

/** One hub: who runs it, where, its places, and its tabs (each a page below the hub's address). */
export function HubDetailPage({ tabs: allTabs }: HubDetailPageProps) {
  const { t } = useTranslation('hubs');
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const idBase = useId();
  const id = useHubIdParam();
  const query = useHub(id ?? 0, id !== null);
  usePageTitle(query.data?.name ?? t('detail.title'));

  if (id === null || isNotFound(query.error)) {
    return (
      <Stack spacing={2}>
        <BackToHubs />
        <RecordNotFound title={t('detail.notFound.title')} message={t('detail.notFound.message')} />
      </Stack>
    );
  }
  if (query.isPending) {
    return <ListLoading label={t('detail.loading')} />;
  }
  if (query.isError) {
    return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  const hub = query.data;
  const base = localized(`/user/shared-living/hubs/${hub.id}`);
  const tabs = allTabs.filter((tab) => tab.visibleTo?.(hub) ?? true);
  const tabPath = (path: string) => (path === '' ? base : `${base}/${path}`);
  const current = tabs
    .filter(isPageTab)
    .find((tab) => tab.path !== '' && pathname.startsWith(tabPath(tab.path)));
  const context: HubTabContext = { hub };
  const tabId = (path: string) => `${idBase}-tab-${path || 'overview'}`;

  return (
    <Stack spacing={3}>
      <BackToHubs />
      <HubHeader hub={hub} />
      <HubOnlineNow hub={hub} />
      <Tabs
        value={current?.path ?? ''}
        aria-label={t('tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((tab) =>
          isPageTab(tab) ? (
            <Tab
              key={tab.labelKey}
              id={tabId(tab.path)}
              value={tab.path}
              label={t(tab.labelKey)}
              component={RouterLink}
              to={tabPath(tab.path)}
            />
          ) : (
            <Tab
              key={tab.labelKey}
              value={`link:${tab.labelKey}`}
              label={t(tab.labelKey)}
              component={RouterLink}
              to={localized(tab.href(hub))}
            />
          ),
        )}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={tabId(current?.path ?? '')} sx={{ minWidth: 0 }}>
        <Outlet context={context} />
      </Box>
    </Stack>
  );
}
