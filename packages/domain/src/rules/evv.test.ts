import { describe, expect, it } from 'vitest';
import { VisitChangeValidation, visitChangeCreateSchema } from '../api/evv.ts';
import {
  DEFAULT_EVV_SERVICE_CODE,
  evvServiceCode,
  VISIT_MAX_MINUTES,
  visitMinutes,
} from './evv.ts';

describe('the service code of a visit', () => {
  it('follows the care type, and falls back to personal care for none or a new one', () => {
    expect(evvServiceCode('companionship')).toBe('S5135');
    expect(evvServiceCode('nursing')).toBe('S9123');
    expect(evvServiceCode(null)).toBe(DEFAULT_EVV_SERVICE_CODE);
    expect(evvServiceCode('added_by_an_admin')).toBe('T1019');
  });
});

describe('a visit change', () => {
  const base = {
    reason: 'dataEntryError',
    resolution: 'documentationOnFile',
    checkIn: { at: '2026-03-10T13:00:00.000Z' },
  };

  it('needs a note only for reason "other"', () => {
    expect(visitChangeCreateSchema.safeParse(base).success).toBe(true);
    const other = visitChangeCreateSchema.safeParse({ ...base, reason: 'other', note: ' ' });
    expect(other.error?.issues.map((issue) => [issue.path, issue.message])).toStrictEqual([
      [['note'], VisitChangeValidation.noteRequired],
    ]);
  });

  it('caps a visit at 25 hours, counted in minutes', () => {
    const start = new Date('2026-03-08T05:00:00Z');
    expect(visitMinutes(start, new Date('2026-03-09T05:59:00Z'))).toBe(VISIT_MAX_MINUTES - 1);
  });
});
