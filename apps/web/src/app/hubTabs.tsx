import type { HubDetail } from '@hearth/domain';
import type { HubTab } from '../features/hubs/index.ts';
// The notes' rule by its own file: the notes' public file would bring their tab into every page.
import { readsHubNotes } from '../features/notes/noteWriters.ts';

// The tabs of a hub's page, in order. A feature adds its tab by adding its entry here; the page
// and its routes follow this list. Each tab's code is fetched when the tab is first opened.

const runsHub = (hub: HubDetail) => hub.myRelation.manages;

export const HUB_TABS: readonly HubTab[] = [
  {
    kind: 'page',
    labelKey: 'tabs.overview',
    path: '',
    page: () => import('../features/hubs/index.ts').then((m) => <m.HubOverviewTab />),
  },
  {
    kind: 'page',
    labelKey: 'tabs.members',
    path: 'members',
    page: () => import('../features/hubMembers/index.ts').then((m) => <m.HubMembersTab />),
  },
  {
    kind: 'page',
    labelKey: 'tabs.events',
    path: 'events',
    page: () => import('../features/hubEvents/index.ts').then((m) => <m.HubEventsTab />),
  },
  {
    kind: 'page',
    labelKey: 'tabs.notes',
    path: 'notes',
    page: () => import('../features/notes/HubNotesTab.tsx').then((m) => <m.HubNotesTab />),
    visibleTo: readsHubNotes,
  },
  {
    kind: 'link',
    labelKey: 'tabs.referrals',
    href: (hub) => `/user/shared-living/referrals?hubId=${hub.id}`,
    visibleTo: runsHub,
  },
];
