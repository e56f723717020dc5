import {
  HUB_DIRECTORY_ROLES,
  HUB_FOUNDER_ROLES,
  HUB_STAFF_ROLES,
  type HubDetail,
  HubMemberStatus,
  type Role,
} from '@hearth/domain';

/** Whether the person reads the hub directory: every professional role (the server's own list). */
export const readsHubDirectory = (role: Role | undefined): boolean =>
  role !== undefined && HUB_DIRECTORY_ROLES.includes(role);

/** Whether the person may found a hub: admins, and agency and partner owners. */
export const foundsHubs = (role: Role | undefined): boolean =>
  role !== undefined && HUB_FOUNDER_ROLES.includes(role);

/** Whether the person may run hubs at all, so "hubs I run" means something to them. */
export const runsHubs = (role: Role | undefined): boolean =>
  role !== undefined && HUB_STAFF_ROLES.includes(role);

/**
 * Those who run the hub (admins count as such) and its members: they reach its notes and see who
 * else is in it right now, as the server's hub rule decides.
 */
export const isHubInsider = (hub: HubDetail): boolean =>
  hub.myRelation.manages || hub.myRelation.membershipStatus === HubMemberStatus.member;
