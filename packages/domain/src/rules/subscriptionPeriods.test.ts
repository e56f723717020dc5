import { describe, expect, it } from 'vitest';
import { UnitOfMeasure } from '../enums/billing.ts';
import {
  addDays,
  addMonths,
  anchorDayOf,
  daysBetween,
  firstOfMonth,
  isRecurringUnit,
  monthsBetween,
  periodEnd,
} from './subscriptionPeriods.ts';

describe('subscription periods', () => {
  it('runs a day or a week of calendar days, across a daylight-saving change', () => {
    expect(periodEnd('2026-03-07', UnitOfMeasure.daily, 7)).toBe('2026-03-08');
    expect(periodEnd('2026-03-05', UnitOfMeasure.weekly, 5)).toBe('2026-03-12');
    expect(addDays('2026-12-28', 14)).toBe('2027-01-11');
  });

  it('renews monthly on the day it started, or the last day of a shorter month', () => {
    const anchor = anchorDayOf('2026-01-31');
    expect(anchor).toBe(31);
    const february = periodEnd('2026-01-31', UnitOfMeasure.monthly, anchor);
    expect(february).toBe('2026-02-28');
    expect(periodEnd(february, UnitOfMeasure.monthly, anchor)).toBe('2026-03-31');
    expect(periodEnd('2027-12-15', UnitOfMeasure.monthly, 15)).toBe('2028-01-15');
    expect(periodEnd('2028-01-30', UnitOfMeasure.monthly, 30)).toBe('2028-02-29');
  });

  it('has no period for a product sold per service', () => {
    expect(isRecurringUnit(UnitOfMeasure.service)).toBe(false);
    expect(isRecurringUnit(UnitOfMeasure.monthly)).toBe(true);
    expect(() => periodEnd('2026-01-01', UnitOfMeasure.service, 1)).toThrow();
  });
});

describe('calendar day arithmetic', () => {
  it('counts the days between two days, backwards too, across a daylight-saving change', () => {
    expect(daysBetween('2026-03-01', '2026-03-15')).toBe(14);
    expect(daysBetween('2026-03-15', '2026-03-01')).toBe(-14);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('moves whole months on the anchor day or the month’s last day, either way', () => {
    expect(addMonths('2026-01-31', 1, 31)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 13, 31)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1, 31)).toBe('2026-02-28');
    expect(addMonths('2026-02-28', 1, 31)).toBe('2026-03-31');
  });

  it('counts calendar months between two days and finds a month’s first day', () => {
    expect(monthsBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(monthsBetween('2026-11-15', '2027-02-14')).toBe(3);
    expect(monthsBetween('2026-03-01', '2026-01-31')).toBe(-2);
    expect(firstOfMonth('2028-02-29')).toBe('2028-02-01');
  });
});
