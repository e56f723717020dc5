export { HubMembersTab } from './HubMembersTab.tsx';
export { useHubMembers } from './hubMembersApi.ts';
