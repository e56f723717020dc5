import {
  itemResponse,
  ReferralReportMetric,
  ReferralStatus,
  referralMetricsSchema,
} from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createReferral,
  useReferralWorld,
  type WorldRole,
} from '../../../../test/factories/referrals.ts';
import { expectBody } from '../../../../test/responses.ts';

const world = useReferralWorld();

const { open, hold, closed } = ReferralStatus.values;

// A fixed data set in 2025 (so "today" never falls inside the range). The expected averages
// below are worked out by hand from these dates, day by day.
beforeAll(async () => {
  const made = (instant: string) => new Date(instant);
  const mine = { partnerId: world.partnerId };
  // R1: hospital 3 days, visit +3, approved +10, accepted +11, moved in +14, stayed 30 days.
  await createReferral(world.db, world.hubId, {
    ...mine,
    status: closed,
    createdAt: made('2025-02-01T15:00:00Z'),
    hospitalAdmittedOn: '2025-01-20',
    hospitalDischargeOn: '2025-01-23',
    visitOn: '2025-02-04',
    approvedOn: '2025-02-11',
    acceptedOn: '2025-02-12',
    moveInOn: '2025-02-15',
    moveOutOn: '2025-03-17',
  });
  // R2: hospital 5, visit +5, approved +5, moved in +20 on Mar 21 and still there: to Jun 30 is
  // 10 + 30 + 31 + 30 = 101 days.
  await createReferral(world.db, world.hubId, {
    ...mine,
    status: open,
    createdAt: made('2025-03-01T15:00:00Z'),
    hospitalAdmittedOn: '2025-02-01',
    hospitalDischargeOn: '2025-02-06',
    visitOn: '2025-03-06',
    approvedOn: '2025-03-06',
    moveInOn: '2025-03-21',
  });
  // R3: hospital 10, visit +10.
  await createReferral(world.db, world.hubId, {
    ...mine,
    status: open,
    createdAt: made('2025-04-10T15:00:00Z'),
    hospitalAdmittedOn: '2025-04-01',
    hospitalDischargeOn: '2025-04-11',
    visitOn: '2025-04-20',
  });
  // R4, the other partner's: visit +1.
  await createReferral(world.db, world.hubId, {
    partnerId: world.otherPartnerId,
    status: hold,
    createdAt: made('2025-05-01T15:00:00Z'),
    visitOn: '2025-05-02',
  });
  // R5: made before the range (Dec 31 in Toronto), left out whatever its dates.
  await createReferral(world.db, world.hubId, {
    ...mine,
    createdAt: made('2025-01-01T04:00:00Z'),
    visitOn: '2025-04-10',
  });
  // R6: made at 22:00 on Jun 30 in Toronto (already Jul 1 in UTC), so inside; visit +5.
  await createReferral(world.db, world.hubId, {
    ...mine,
    createdAt: made('2025-07-01T02:00:00Z'),
    visitOn: '2025-07-05',
  });
});

async function metricsFor(role: WorldRole, query: string) {
  const response = await world.clients[role].json(
    `/api/shared-living/referral-metrics?${query}`,
    'GET',
  );
  return itemResponse(referralMetricsSchema).parse(await expectBody(response, 200)).data;
}

const firstHalf = 'from=2025-01-01&to=2025-06-30';
const {
  averageHospitalStay,
  averageStay,
  averageCreatedToVisit,
  averageApproved,
  averageAccepted,
  averageMoveIn,
} = ReferralReportMetric.values;

describe('referral metrics', () => {
  it('averages each span over the referrals that have both dates', async () => {
    const metrics = await metricsFor('admin', firstHalf);
    expect(metrics.from).toBe('2025-01-01');
    expect(metrics.to).toBe('2025-06-30');
    expect(metrics.averages).toEqual([
      { metric: averageHospitalStay, days: 6, n: 3 }, // (3 + 5 + 10) / 3
      { metric: averageStay, days: 65.5, n: 2 }, // (30 + 101) / 2
      { metric: averageCreatedToVisit, days: 4.8, n: 5 }, // (3 + 5 + 10 + 1 + 5) / 5
      { metric: averageApproved, days: 7.5, n: 2 }, // (10 + 5) / 2
      { metric: averageAccepted, days: 11, n: 1 },
      { metric: averageMoveIn, days: 17, n: 2 }, // (14 + 20) / 2
    ]);
    expect(metrics.byStatus).toEqual([
      { status: open, count: 3 },
      { status: hold, count: 1 },
      { status: closed, count: 1 },
    ]);
  });

  it('the hub sees the same as an admin; a range cuts a current stay at its end', async () => {
    expect(await metricsFor('hubAgent', firstHalf)).toEqual(await metricsFor('admin', firstHalf));
    const march = await metricsFor('hubOwner', 'from=2025-03-01&to=2025-03-31');
    // Only R2: moved in Mar 21, counted to Mar 31.
    expect(march.averages.find((row) => row.metric === averageStay)).toEqual({
      metric: averageStay,
      days: 10,
      n: 1,
    });
  });

  it('a partner’s metrics cover only their own referrals', async () => {
    const mine = await metricsFor('partnerAgent', firstHalf);
    // Without R4: (3 + 5 + 10 + 5) / 4 = 5.75, rounded to 5.8.
    expect(mine.averages.find((row) => row.metric === averageCreatedToVisit)).toEqual({
      metric: averageCreatedToVisit,
      days: 5.8,
      n: 4,
    });
    expect(mine.byStatus.find((row) => row.status === hold)?.count).toBe(0);
    const theirs = await metricsFor('otherPartner', firstHalf);
    expect(theirs.averages).toEqual([
      { metric: averageHospitalStay, days: null, n: 0 },
      { metric: averageStay, days: null, n: 0 },
      { metric: averageCreatedToVisit, days: 1, n: 1 },
      { metric: averageApproved, days: null, n: 0 },
      { metric: averageAccepted, days: null, n: 0 },
      { metric: averageMoveIn, days: null, n: 0 },
    ]);
    // Asking for another partner's referrals does not widen what a partner sees.
    const widened = await metricsFor('otherPartner', `${firstHalf}&partnerId=${world.partnerId}`);
    expect(widened.averages.every((row) => row.n === 0)).toBe(true);
  });

  it('another agency, a hub filter without data: no averages (null, not 0)', async () => {
    const other = await metricsFor('otherAgency', firstHalf);
    expect(other.averages.every((row) => row.days === null && row.n === 0)).toBe(true);
    const filtered = await metricsFor('admin', `${firstHalf}&hubId=${world.otherHubId}`);
    expect(filtered.byStatus.every((row) => row.count === 0)).toBe(true);
  });

  it('refuses a reversed range (422) and callers without referrals (403)', async () => {
    const reversed = await world.clients.admin.json(
      '/api/shared-living/referral-metrics?from=2025-06-30&to=2025-01-01',
      'GET',
    );
    await expectBody(reversed, 422);
    await expectBody(
      await world.clients.caregiver.json('/api/shared-living/referral-metrics', 'GET'),
      403,
    );
  });
});
