import { describe, expect, it } from 'vitest';
import { AssessmentBillingFrequency, SharedLivingBillingFrequency } from '../enums/billing.ts';
import {
  assessmentPeriodHolding,
  assessmentPeriodsBetween,
  sharedLivingPeriodHolding,
  sharedLivingPeriodsBetween,
} from './careBillingPeriods.ts';

const period = (start: string, end: string) => ({ start, end });

describe('assessment billing periods', () => {
  it('cuts semi-monthly periods at the 1st–15th and the 16th–month end', () => {
    const semi = AssessmentBillingFrequency.semiMonthly;
    expect(assessmentPeriodHolding(semi, '2026-01-20', '2026-02-15')).toEqual(
      period('2026-02-01', '2026-02-16'),
    );
    expect(assessmentPeriodHolding(semi, '2026-01-20', '2026-02-16')).toEqual(
      period('2026-02-16', '2026-03-01'),
    );
    expect(assessmentPeriodsBetween(semi, '2026-01-20', '2026-01-01', '2026-03-01')).toEqual([
      period('2026-01-01', '2026-01-16'),
      period('2026-01-16', '2026-02-01'),
      period('2026-02-01', '2026-02-16'),
      period('2026-02-16', '2026-03-01'),
    ]);
  });

  it('ends month-end periods on the calendar month’s last day, leap years included', () => {
    const monthEnd = AssessmentBillingFrequency.monthEnd;
    expect(assessmentPeriodHolding(monthEnd, '2026-01-20', '2028-02-29')).toEqual(
      period('2028-02-01', '2028-03-01'),
    );
    expect(assessmentPeriodsBetween(monthEnd, '2026-01-20', '2026-11-30', '2027-01-02')).toEqual([
      period('2026-11-01', '2026-12-01'),
      period('2026-12-01', '2027-01-01'),
      period('2027-01-01', '2027-02-01'),
    ]);
  });

  it('counts bi-weekly periods from the assessment’s start date, before it and across years', () => {
    const biWeekly = AssessmentBillingFrequency.biWeekly;
    // 2026-12-16 is a Wednesday; its periods start on Wednesdays two weeks apart.
    expect(assessmentPeriodHolding(biWeekly, '2026-12-16', '2026-12-16')).toEqual(
      period('2026-12-16', '2026-12-30'),
    );
    expect(assessmentPeriodHolding(biWeekly, '2026-12-16', '2027-01-12')).toEqual(
      period('2026-12-30', '2027-01-13'),
    );
    expect(assessmentPeriodHolding(biWeekly, '2026-12-16', '2027-01-13')).toEqual(
      period('2027-01-13', '2027-01-27'),
    );
    expect(assessmentPeriodHolding(biWeekly, '2026-12-16', '2026-12-15')).toEqual(
      period('2026-12-02', '2026-12-16'),
    );
  });

  it('counts weekly periods from the start date', () => {
    expect(
      assessmentPeriodsBetween(
        AssessmentBillingFrequency.weekly,
        '2026-03-04',
        '2026-03-10',
        '2026-03-19',
      ),
    ).toEqual([
      period('2026-03-04', '2026-03-11'),
      period('2026-03-11', '2026-03-18'),
      period('2026-03-18', '2026-03-25'),
    ]);
  });

  it('runs monthly periods from the start date’s day, on the last day of shorter months', () => {
    const monthly = AssessmentBillingFrequency.monthly;
    expect(assessmentPeriodHolding(monthly, '2026-01-31', '2026-03-30')).toEqual(
      period('2026-02-28', '2026-03-31'),
    );
    expect(assessmentPeriodHolding(monthly, '2026-01-31', '2026-03-31')).toEqual(
      period('2026-03-31', '2026-04-30'),
    );
    expect(assessmentPeriodHolding(monthly, '2026-01-10', '2026-05-09')).toEqual(
      period('2026-04-10', '2026-05-10'),
    );
    expect(assessmentPeriodsBetween(monthly, '2026-01-31', '2026-01-31', '2026-05-01')).toEqual([
      period('2026-01-31', '2026-02-28'),
      period('2026-02-28', '2026-03-31'),
      period('2026-03-31', '2026-04-30'),
      period('2026-04-30', '2026-05-31'),
    ]);
  });

  it('has no periods for an assessment billed with no frequency', () => {
    const none = AssessmentBillingFrequency.none;
    expect(assessmentPeriodHolding(none, '2026-01-01', '2026-02-01')).toBeNull();
    expect(assessmentPeriodsBetween(none, '2026-01-01', '2026-01-01', '2026-03-01')).toEqual([]);
  });

  it('tiles any range with periods that touch end to start, for every frequency', () => {
    for (const frequency of AssessmentBillingFrequency.codes) {
      const periods = assessmentPeriodsBetween(frequency, '2026-01-31', '2026-01-01', '2027-01-01');
      for (const [index, each] of periods.entries()) {
        expect(each.start < each.end).toBe(true);
        if (index > 0) {
          expect(each.start).toBe(periods[index - 1]?.end);
        }
      }
    }
  });
});

describe('shared-living billing periods', () => {
  it('bills a placement daily, weekly from its start, monthly from its day or semi-monthly', () => {
    const start = '2026-03-05';
    const on = '2026-04-20';
    expect(sharedLivingPeriodHolding(SharedLivingBillingFrequency.daily, start, on)).toEqual(
      period('2026-04-20', '2026-04-21'),
    );
    expect(sharedLivingPeriodHolding(SharedLivingBillingFrequency.weekly, start, on)).toEqual(
      period('2026-04-16', '2026-04-23'),
    );
    expect(sharedLivingPeriodHolding(SharedLivingBillingFrequency.monthly, start, on)).toEqual(
      period('2026-04-05', '2026-05-05'),
    );
    expect(sharedLivingPeriodHolding(SharedLivingBillingFrequency.semiMonthly, start, on)).toEqual(
      period('2026-04-16', '2026-05-01'),
    );
  });

  it('has no periods for a placement billed per service', () => {
    const service = SharedLivingBillingFrequency.service;
    expect(sharedLivingPeriodHolding(service, '2026-03-05', '2026-04-20')).toBeNull();
    expect(sharedLivingPeriodsBetween(service, '2026-03-05', '2026-03-05', '2026-05-01')).toEqual(
      [],
    );
  });

  it('lists a month of daily periods', () => {
    const days = sharedLivingPeriodsBetween(
      SharedLivingBillingFrequency.daily,
      '2026-01-15',
      '2026-02-01',
      '2026-03-01',
    );
    expect(days).toHaveLength(28);
    expect(days[27]).toEqual(period('2026-02-28', '2026-03-01'));
  });
});
