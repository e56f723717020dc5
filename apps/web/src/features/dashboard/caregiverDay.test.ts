import type { Shift } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { firstName, nextVisit, visitsOfTheDay } from './CaregiverDay.tsx';

const mark = { at: '2026-11-27T09:00:00.000Z' } as Shift['checkIn'];

function visit(id: number, startsAt: string, fields: Partial<Shift> = {}): Shift {
  return {
    id,
    startsAt,
    checkIn: null,
    checkOut: null,
    missedAt: null,
    cancelledAt: null,
    ...fields,
  } as Shift;
}

describe("a caregiver's day on the home", () => {
  const done = visit(1, '2026-11-27T08:00:00.000Z', { checkIn: mark, checkOut: mark });
  const missed = visit(2, '2026-11-27T09:00:00.000Z', { missedAt: '2026-11-27T10:00:00.000Z' });
  const cancelled = visit(3, '2026-11-27T10:00:00.000Z', { cancelledAt: '2026-11-26T10:00:00Z' });
  const later = visit(4, '2026-11-27T16:00:00.000Z');
  const underWay = visit(5, '2026-11-27T11:00:00.000Z', { checkIn: mark });

  it('counts the visits of the day in order, a cancelled one nowhere', () => {
    expect(visitsOfTheDay([later, cancelled, done, underWay, missed]).map((s) => s.id)).toEqual([
      1, 2, 5, 4,
    ]);
  });

  it('offers the visit under way, else the first to come, else nothing', () => {
    expect(nextVisit(visitsOfTheDay([later, done, underWay, missed]))?.id).toBe(5);
    expect(nextVisit(visitsOfTheDay([later, done, missed]))?.id).toBe(4);
    expect(nextVisit(visitsOfTheDay([done, missed, cancelled]))).toBeNull();
    expect(nextVisit([])).toBeNull();
  });

  it("shows a client's first name only", () => {
    expect(firstName('  María José Pérez ')).toBe('María');
    expect(firstName('Ana')).toBe('Ana');
  });
});
