import { describe, expect, it } from 'vitest';
import { AssessmentRateUnit } from '../enums/billing.ts';
import { chargeCents, countCareDays } from './careCharges.ts';

const oneVisit = (billedMinutes: number) => ({ billedMinutes, visits: 1, careDays: 1 });

describe('the charge of a visit or a period', () => {
  it('charges an hourly rate by the rounded minutes, half-up to the cent', () => {
    expect(chargeCents(AssessmentRateUnit.hour, 3_200, oneVisit(90))).toBe(4_800);
    expect(chargeCents(AssessmentRateUnit.hour, 3_200, oneVisit(15))).toBe(800);
    // 7 minutes at $25.50 an hour is 297.5 cents: half a cent goes up.
    expect(chargeCents(AssessmentRateUnit.hour, 2_550, oneVisit(7))).toBe(298);
    // 1 minute at $25.55 is 42.583 cents; at $25.49, 42.483.
    expect(chargeCents(AssessmentRateUnit.hour, 2_555, oneVisit(1))).toBe(43);
    expect(chargeCents(AssessmentRateUnit.hour, 2_549, oneVisit(1))).toBe(42);
    expect(chargeCents(AssessmentRateUnit.hour, 3_200, oneVisit(0))).toBe(0);
  });

  it('charges a per-visit rate once a visit, whatever its length', () => {
    expect(chargeCents(AssessmentRateUnit.visit, 7_500, oneVisit(20))).toBe(7_500);
    const threeVisits = { billedMinutes: 300, visits: 3, careDays: 2 };
    expect(chargeCents(AssessmentRateUnit.visit, 7_500, threeVisits)).toBe(22_500);
  });

  it('charges a live-in daily rate by the days of care in the period', () => {
    const visitDays = ['2026-03-01', '2026-03-01', '2026-03-02', '2026-03-04'];
    const careDays = countCareDays(visitDays);
    expect(careDays).toBe(3);
    const period = { billedMinutes: 4_000, visits: visitDays.length, careDays };
    expect(chargeCents(AssessmentRateUnit.day, 28_000, period)).toBe(84_000);
  });
});
