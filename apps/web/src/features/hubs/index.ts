export { hubsKey, useHub, useHubList } from './hubsApi.ts';
export type { HubTab } from './hubTab.ts';
export { HubOverviewTab } from './overview/HubOverviewTab.tsx';
export { isHubInsider } from './permissions.ts';
export { useHubIdParam } from './useHubIdParam.ts';
export { useHubTab } from './useHubTab.ts';
