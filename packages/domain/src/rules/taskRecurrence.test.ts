import { describe, expect, it } from 'vitest';
import { TaskRecurrence } from '../enums/care.ts';
import { fixedRecurrenceDays, nextOccurrence } from './taskRecurrence.ts';

describe('nextOccurrence', () => {
  it('keeps a month-end date from drifting through short months', () => {
    expect(nextOccurrence('2027-01-31', [31])).toBe('2027-02-28');
    expect(nextOccurrence('2027-02-28', [31])).toBe('2027-03-31');
    expect(nextOccurrence('2028-01-31', [31])).toBe('2028-02-29');
    expect(nextOccurrence('2028-02-29', [30])).toBe('2028-03-30');
  });

  it('rolls over the year', () => {
    expect(nextOccurrence('2026-12-15', [1])).toBe('2027-01-01');
    expect(nextOccurrence('2026-12-31', [31])).toBe('2027-01-31');
  });

  it('takes the next custom day in the month before moving to the next month', () => {
    expect(nextOccurrence('2027-03-05', [20, 5, 10])).toBe('2027-03-10');
    expect(nextOccurrence('2027-03-20', [20, 5, 10])).toBe('2027-04-05');
    expect(nextOccurrence('2027-02-15', [30])).toBe('2027-02-28');
  });

  it('refuses an empty list of days', () => {
    expect(() => nextOccurrence('2027-01-01', [])).toThrow();
  });
});

describe('fixedRecurrenceDays', () => {
  it('knows the first and last day, and leaves the others to the task', () => {
    expect(fixedRecurrenceDays(TaskRecurrence.firstDay)).toEqual([1]);
    expect(fixedRecurrenceDays(TaskRecurrence.lastDay)).toEqual([31]);
    expect(fixedRecurrenceDays(TaskRecurrence.custom)).toBeNull();
    expect(fixedRecurrenceDays(TaskRecurrence.monthlySameDate)).toBeNull();
  });
});
