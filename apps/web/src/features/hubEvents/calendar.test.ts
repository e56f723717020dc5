import type { HubEvent } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import {
  eventsOn,
  fromLocalInput,
  gridDays,
  monthDays,
  shiftMonth,
  toLocalInput,
} from './calendar.ts';

const event = (startsAt: Date, endsAt: Date): HubEvent => ({
  id: 1,
  hubId: 1,
  title: 'Walk',
  kind: 'outing',
  startsAt: startsAt.toISOString(),
  endsAt: endsAt.toISOString(),
  location: null,
  description: null,
  cancelledAt: null,
  attendees: [],
  attending: false,
});

describe('calendar', () => {
  it('lays out whole weeks from the week start around the month', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const sunday = gridDays({ year: 2026, month: 10 }, 0);
    expect(sunday).toHaveLength(35);
    expect(sunday[0]?.getDate()).toBe(1);
    const monday = gridDays({ year: 2026, month: 10 }, 1);
    expect(monday[0]?.getDate()).toBe(26);
    expect(monday[0]?.getMonth()).toBe(9);
    expect(monday).toHaveLength(42);
    expect(monthDays({ year: 2026, month: 1 })).toHaveLength(28);
  });

  it('steps over the year end', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toStrictEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toStrictEqual({ year: 2025, month: 11 });
  });

  it('puts an event on every local day it touches', () => {
    const overnight = event(new Date(2026, 10, 3, 20), new Date(2026, 10, 4, 2));
    expect(eventsOn([overnight], new Date(2026, 10, 3))).toHaveLength(1);
    expect(eventsOn([overnight], new Date(2026, 10, 4))).toHaveLength(1);
    expect(eventsOn([overnight], new Date(2026, 10, 5))).toHaveLength(0);
  });

  it('reads and writes datetime-local values in local time', () => {
    const iso = new Date(2026, 10, 3, 9, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2026-11-03T09:30');
    expect(fromLocalInput('2026-11-03T09:30')).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
  });
});
