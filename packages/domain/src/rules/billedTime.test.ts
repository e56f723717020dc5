import { describe, expect, it } from 'vitest';
import { RoundingRule } from '../enums/billing.ts';
import { billedMinutes, verifiedMinutes } from './billedTime.ts';

const edgeMinutes = [0, 7, 8, 14, 15, 16, 22, 23];

describe('billed minutes with a 15-minute increment', () => {
  it.each([
    [RoundingRule.nearestIncrement, [0, 0, 15, 15, 15, 15, 15, 30]],
    [RoundingRule.up, [0, 15, 15, 15, 15, 30, 30, 30]],
    [RoundingRule.down, [0, 0, 0, 0, 15, 15, 15, 15]],
  ] as const)('rule %s rounds the edge minutes', (roundingRule, expected) => {
    const billed = edgeMinutes.map((minutes) =>
      billedMinutes(minutes, { roundingRule, incrementMinutes: 15 }),
    );
    expect(billed).toEqual(expected);
  });

  it('sends an exact half increment up to the nearest', () => {
    const nearestOfTen = { roundingRule: RoundingRule.nearestIncrement, incrementMinutes: 10 };
    expect(billedMinutes(5, nearestOfTen)).toBe(10);
    expect(billedMinutes(4, nearestOfTen)).toBe(0);
    expect(billedMinutes(65, nearestOfTen)).toBe(70);
  });

  it('bills exact minutes with an increment of 1, whatever the rule', () => {
    for (const roundingRule of RoundingRule.codes) {
      expect(billedMinutes(47, { roundingRule, incrementMinutes: 1 })).toBe(47);
    }
  });

  it('refuses negative or fractional minutes', () => {
    const rule = { roundingRule: RoundingRule.nearestIncrement, incrementMinutes: 15 };
    expect(() => billedMinutes(-1, rule)).toThrow(RangeError);
    expect(() => billedMinutes(7.5, rule)).toThrow(RangeError);
  });

  it('refuses an increment that is not a whole positive number of minutes', () => {
    expect(() => billedMinutes(30, { roundingRule: RoundingRule.up, incrementMinutes: 0 })).toThrow(
      RangeError,
    );
    expect(() =>
      billedMinutes(30, { roundingRule: RoundingRule.up, incrementMinutes: 7.5 }),
    ).toThrow(RangeError);
  });
});

describe('verified minutes', () => {
  it('counts whole minutes from check-in to check-out, dropping seconds', () => {
    expect(verifiedMinutes('2026-03-02T14:00:00Z', '2026-03-02T15:07:59Z')).toBe(67);
    expect(verifiedMinutes('2026-03-02T14:00:30Z', '2026-03-02T14:00:59Z')).toBe(0);
  });

  it('crosses midnight and a daylight-saving change by elapsed time', () => {
    // 2026-03-08 is the spring-forward night in North America: 01:00 to 04:00 EST→EDT is 2 hours.
    expect(verifiedMinutes('2026-03-08T01:00:00-05:00', '2026-03-08T04:00:00-04:00')).toBe(120);
  });

  it('counts a check-out before the check-in as no time', () => {
    expect(verifiedMinutes('2026-03-02T15:00:00Z', '2026-03-02T14:00:00Z')).toBe(0);
  });
});
