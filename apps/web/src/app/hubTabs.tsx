import type { HubDetail } from '@hearth/domain';
import { HubEventsTab } from '../features/hubEvents/index.ts';
import { HubMembersTab } from '../features/hubMembers/index.ts';
import { HubOverviewTab, type HubTab } from '../features/hubs/index.ts';
import { HubNotesTab, readsHubNotes } from '../features/notes/index.ts';

// The tabs of a hub's page, in order. A feature adds its tab by adding its entry here; the page
// and its routes follow this list.

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
