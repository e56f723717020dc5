import { describe, expect, it } from 'vitest';
import {
  HubMemberStatus,
  LeadLocation,
  ReferralCloseReason,
  ReferralReportMetric,
  ReferralStatus,
} from './sharedLiving.ts';

// Written out from the spec (§4, §9).
describe('shared-living enumerations keep the spec codes', () => {
  it('referral status', () => {
    expect(ReferralStatus.values).toStrictEqual({ open: 1, hold: 2, closed: 3 });
  });

  it('hub member status', () => {
    expect(HubMemberStatus.values).toStrictEqual({
      member: 1,
      requestPending: 2,
      requestDelete: 3,
      removedByHub: 4,
    });
  });

  it('referral close reasons, numbered 1 to 10 in the listed order', () => {
    expect(ReferralCloseReason.values).toStrictEqual({
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
  });

  it('referral report metrics', () => {
    expect(ReferralReportMetric.values).toStrictEqual({
      averageHospitalStay: 1,
      averageStay: 2,
      averageCreatedToVisit: 3,
      averageApproved: 4,
      averageAccepted: 5,
      averageMoveIn: 6,
    });
  });

  it('lead locations', () => {
    expect(LeadLocation.values).toStrictEqual({
      referralForm: 'referralForm',
      bookAVisit: 'bookAVisit',
      landing: 'landing',
      hostSignUp: 'hostSignUp',
    });
  });
});
