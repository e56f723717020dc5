import { describe, expect, it } from 'vitest';
import { demoDay } from './demoDay.ts';

// Instants in UTC; Toronto is UTC-5 in winter (EST) and UTC-4 in summer (EDT).

describe('the demo day', () => {
  it('spans the calendar week of a midweek day, with a visit under way and one later', () => {
    // Wednesday 25 November 2026, 10:07 in Toronto.
    expect(demoDay(new Date('2026-11-25T15:07:00Z'))).toStrictEqual({
      today: '2026-11-25',
      weekDay: 3,
      from: '2026-11-23',
      to: '2026-11-29',
      underWay: { start: '09:00', end: '12:00' },
      later: { start: '12:15', end: '13:45' },
    });
  });

  it('reaches back two days from a Monday and on two days from a Sunday', () => {
    // Monday 23 November 2026, 00:03: the visit under way began at midnight.
    const monday = demoDay(new Date('2026-11-23T05:03:00Z'));
    expect(monday).toMatchObject({ from: '2026-11-21', to: '2026-11-29' });
    expect(monday.underWay.start).toBe('00:00');
    // Sunday 29 November 2026, 12:00.
    expect(demoDay(new Date('2026-11-29T17:00:00Z'))).toMatchObject({
      weekDay: 7,
      from: '2026-11-23',
      to: '2026-12-01',
    });
  });

  it('keeps both visits inside the day late in the evening, and plans no later one at its end', () => {
    // Thursday 26 November 2026, 22:30: the later visit takes what is left of the day.
    expect(demoDay(new Date('2026-11-27T03:30:00Z'))).toMatchObject({
      today: '2026-11-26',
      underWay: { start: '21:30', end: '22:40' },
      later: { start: '22:40', end: '24:00' },
    });
    // 23:58: no room for another visit; the one under way runs to midnight.
    expect(demoDay(new Date('2026-11-27T04:58:00Z'))).toMatchObject({
      today: '2026-11-26',
      underWay: { start: '22:45', end: '24:00' },
      later: null,
    });
  });

  it('reads the day on the care clock across daylight saving changes', () => {
    // Sunday 1 November 2026, when clocks go back: 07:30 EST is 12:30 UTC.
    expect(demoDay(new Date('2026-11-01T12:30:00Z'))).toMatchObject({
      today: '2026-11-01',
      weekDay: 7,
      underWay: { start: '06:30', end: '09:30' },
    });
    // Sunday 8 March 2026, when clocks go forward: 03:30 EDT is 07:30 UTC.
    expect(demoDay(new Date('2026-03-08T07:30:00Z'))).toMatchObject({
      today: '2026-03-08',
      underWay: { start: '02:30', end: '05:30' },
    });
    // 23:30 EST on Saturday 7 March is already the 8th in UTC.
    expect(demoDay(new Date('2026-03-08T04:30:00Z')).today).toBe('2026-03-07');
  });
});
