import type { HubDetail } from '@hearth/domain';
import type { ParseKeys } from 'i18next';
import type { PageLoader } from '../../app/routing/lazyPage.tsx';

// A tab of a hub's page: a sub-page of the hub (its path below `/user/shared-living/hubs/:hubId`,
// '' for the first; its code fetched when first opened) or a link to another page about the hub.
// The app lists the tabs, since most belong to other features (members, events, notes) that build
// on hubs.

type TabCommon = {
  labelKey: ParseKeys<'hubs'>;
  /** Who sees the tab; everyone who may open the hub when left out. */
  visibleTo?: (hub: HubDetail) => boolean;
};

export type HubPageTab = TabCommon & { kind: 'page'; path: string; page: PageLoader };
export type HubLinkTab = TabCommon & { kind: 'link'; href: (hub: HubDetail) => string };
export type HubTab = HubPageTab | HubLinkTab;

export const isPageTab = (tab: HubTab): tab is HubPageTab => tab.kind === 'page';
