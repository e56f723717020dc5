import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

export const ReferralStatus = defineEnumeration('referralStatus', {
  open: 1,
  hold: 2,
  closed: 3,
});
export type ReferralStatus = CodeOf<typeof ReferralStatus>;

export const HubMemberStatus = defineEnumeration('hubMemberStatus', {
  member: 1,
  requestPending: 2,
  requestDelete: 3,
  removedByHub: 4,
});
export type HubMemberStatus = CodeOf<typeof HubMemberStatus>;

// The spec announces close reasons "1 to 9" but lists ten and does not show the numbering. We
// number them 1..10 in the listed order: it is the only order the source gives, the first nine
// keep the numbers "1 to 9" would give them if the old client numbered in that order, and the
// tenth gets a number of its own instead of being merged into another reason or dropped.
export const ReferralCloseReason = defineEnumeration('referralCloseReason', {
  dischargedToPartnerHome: 1,
  dischargedToNonPartnerHome: 2,
  amaDischarge: 3,
  transferredToHospice: 4,
  dischargedToSkilledNursingFacility: 5,
  other: 6,
  financiallyUnqualified: 7,
  noResponse: 8,
  notInterested: 9,
  changeInHealthStatus: 10,
});
export type ReferralCloseReason = CodeOf<typeof ReferralCloseReason>;

/** The averages a referral report can chart, each a duration. */
export const ReferralReportMetric = defineEnumeration('referralReportMetric', {
  averageHospitalStay: 1,
  averageStay: 2,
  averageCreatedToVisit: 3,
  averageApproved: 4,
  averageAccepted: 5,
  averageMoveIn: 6,
});
export type ReferralReportMetric = CodeOf<typeof ReferralReportMetric>;

/** The page a host or referral lead came from. */
export const LeadLocation = defineEnumeration('leadLocation', {
  referralForm: 'referralForm',
  bookAVisit: 'bookAVisit',
  landing: 'landing',
  hostSignUp: 'hostSignUp',
});
export type LeadLocation = CodeOf<typeof LeadLocation>;
