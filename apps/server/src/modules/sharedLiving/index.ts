// The shared-living module as other modules see it: who runs a hub and who reaches one (the notes
// and the hub's presence channel ask these), and the demo hub the notes' demo seeder writes to.
// Its HTTP parts are the sub-modules' own plugins (hubs, members, events, referrals, host leads).

export { type HubOperator, managedHubsCondition, managesHub } from './hubPolicy.ts';
export { reachesHub } from './hubReach.ts';
export { findDemoHub } from './hubs/seed.ts';
