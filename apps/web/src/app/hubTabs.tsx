import type { HubDetail } from '@hearth/domain';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { HubEventsTab } from '../hubEvents/HubEventsTab.tsx';
import { HubMembersTab } from '../hubMembers/HubMembersTab.tsx';
import { HubNotesTab } from '../notes/HubNotesTab.tsx';
import { readsHubNotes } from '../notes/noteWriters.ts';
import { HubOverviewTab } from './overview/HubOverviewTab.tsx';

// The tabs of a hub's page. Each is one entry: a sub-page of the hub (its path below
// `/user/shared-living/hubs/:hubId`, '' for the first) or a link to another page about the hub.
// A feature adds its tab by adding its entry here; the page and its routes follow this list.

type TabCommon = {
  labelKey: ParseKeys<'hubs'>;
  /** Who sees the tab; everyone who may open the hub when left out. */
  visibleTo?: (hub: HubDetail) => boolean;
};

export type HubPageTab = TabCommon & { kind: 'page'; path: string; element: ReactNode };
export type HubLinkTab = TabCommon & { kind: 'link'; href: (hub: HubDetail) => string };
export type HubTab = HubPageTab | HubLinkTab;

const runsHub = (hub: HubDetail) => hub.myRelation.manages;

export const HUB_TABS: readonly HubTab[] = [
  { kind: 'page', labelKey: 'tabs.overview', path: '', element: <HubOverviewTab /> },
  { kind: 'page', labelKey: 'tabs.members', path: 'members', element: <HubMembersTab /> },
  { kind: 'page', labelKey: 'tabs.events', path: 'events', element: <HubEventsTab /> },
  {
    kind: 'page',
    labelKey: 'tabs.notes',
    path: 'notes',
    element: <HubNotesTab />,
    visibleTo: readsHubNotes,
  },
  {
    kind: 'link',
    labelKey: 'tabs.referrals',
    href: (hub) => `/user/shared-living/referrals?hubId=${hub.id}`,
    visibleTo: runsHub,
  },
];

export const isPageTab = (tab: HubTab): tab is HubPageTab => tab.kind === 'page';
