import { z } from 'zod';
import { itemResponse, listResponse } from '../api/envelopes.ts';
import {
  hostLeadCreatedSchema,
  hostLeadCreateSchema,
  hostLeadListResponseSchema,
  hostLeadMoveSchema,
  hostLeadProviderCreatedSchema,
  hostLeadProviderSchema,
  hostLeadSchema,
} from '../api/hostLeads.ts';
import { hubEventCreateSchema, hubEventPatchSchema, hubEventSchema } from '../api/hubEvents.ts';
import {
  hubMemberChangeSchema,
  hubMemberMoveSchema,
  hubMemberSchema,
  myHubMembershipSchema,
} from '../api/hubMembers.ts';
import {
  clusterWriteSchema,
  homeWriteSchema,
  hubCreateSchema,
  hubDetailSchema,
  hubOperatorSchema,
  hubSummarySchema,
  hubUpdateSchema,
} from '../api/hubs.ts';
import {
  referralCreateSchema,
  referralDetailSchema,
  referralDetailsSchema,
  referralMetricsSchema,
  referralMilestonesSchema,
  referralPlacementSchema,
  referralSchema,
  referralStatusMoveSchema,
} from '../api/referrals.ts';
import { del, get, patch, post, put } from './endpoint.ts';

// Every write of a hub, its clusters and homes answers the hub's whole page.
const oneHub = itemResponse(hubDetailSchema);
const oneMembership = itemResponse(myHubMembershipSchema);
const oneEvent = itemResponse(hubEventSchema);
const event = '/api/hub/:hubId/hub-events/:eventId';

export const hubRoutes = {
  list: get('/api/shared-living-hubs', listResponse(hubSummarySchema)),
  show: get('/api/shared-living-hubs/:hubId', oneHub),
  operators: get('/api/shared-living-hubs/operators', listResponse(hubOperatorSchema)),
  create: post('/api/shared-living-hubs', { body: hubCreateSchema, response: oneHub }),
  update: put('/api/shared-living-hubs/:hubId', { body: hubUpdateSchema, response: oneHub }),
  addCluster: post('/api/shared-living-hubs/:hubId/clusters', {
    body: clusterWriteSchema,
    response: oneHub,
  }),
  updateCluster: put('/api/shared-living-clusters/:clusterId', {
    body: clusterWriteSchema,
    response: oneHub,
  }),
  addHome: post('/api/shared-living-clusters/:clusterId/homes', {
    body: homeWriteSchema,
    response: oneHub,
  }),
  updateHome: put('/api/shared-living-homes/:homeId', { body: homeWriteSchema, response: oneHub }),
  retireHome: post('/api/shared-living-homes/:homeId/retire', { response: oneHub }),
  members: {
    list: get('/api/shared-living-hubs/:hubId/members', listResponse(hubMemberSchema)),
    history: get(
      '/api/shared-living-hubs/:hubId/members/:userId/history',
      z.object({ data: z.array(hubMemberChangeSchema) }),
    ),
    move: post('/api/shared-living-hubs/:hubId/members/:userId/status', {
      body: hubMemberMoveSchema,
      response: itemResponse(hubMemberSchema),
    }),
    mine: get('/api/shared-living-hubs/:hubId/membership', oneMembership),
    moveMine: post('/api/shared-living-hubs/:hubId/membership/status', {
      body: hubMemberMoveSchema,
      response: oneMembership,
    }),
  },
  events: {
    list: get('/api/hub/:hubId/hub-events', listResponse(hubEventSchema)),
    create: post('/api/hub/:hubId/hub-events', { body: hubEventCreateSchema, response: oneEvent }),
    update: patch(event, { body: hubEventPatchSchema, response: oneEvent }),
    cancel: post(`${event}/cancel`, { response: oneEvent }),
    attend: put(`${event}/attendees/:userId`, { response: oneEvent }),
    leave: del(`${event}/attendees/:userId`, { response: oneEvent }),
  },
};

const oneReferral = itemResponse(referralDetailSchema);
const referral = '/api/shared-living/referrals/:referralId';

export const referralRoutes = {
  list: get('/api/shared-living/referrals', listResponse(referralSchema)),
  show: get(referral, oneReferral),
  metrics: get('/api/shared-living/referral-metrics', itemResponse(referralMetricsSchema)),
  create: post('/api/shared-living/referrals', {
    body: referralCreateSchema,
    response: oneReferral,
  }),
  update: put(referral, { body: referralDetailsSchema, response: oneReferral }),
  move: post(`${referral}/status`, { body: referralStatusMoveSchema, response: oneReferral }),
  milestones: patch(`${referral}/milestones`, {
    body: referralMilestonesSchema,
    response: oneReferral,
  }),
  placement: put(`${referral}/placement`, { body: referralPlacementSchema, response: oneReferral }),
};

// The pipeline lives under /admin, as the spec names it, beside the /api sign-up.
const oneLead = itemResponse(hostLeadSchema);

export const hostLeadRoutes = {
  signUp: post('/api/shared-living/host-leads', {
    body: hostLeadCreateSchema,
    response: itemResponse(hostLeadCreatedSchema),
  }),
  pipeline: get('/admin/shared-living/host-leads', hostLeadListResponseSchema),
  show: get('/admin/shared-living/host-leads/:leadId', oneLead),
  move: post('/admin/shared-living/host-leads/:leadId/status', {
    body: hostLeadMoveSchema,
    response: oneLead,
  }),
  /** An approved host's lead becomes a host home and its invited provider (once: 409 after). */
  makeProvider: post('/admin/shared-living/host-leads/:leadId/provider', {
    body: hostLeadProviderSchema,
    response: itemResponse(hostLeadProviderCreatedSchema),
  }),
};
