import { RoundingRule } from '../enums/billing.ts';
import { divideHalfUp } from './money.ts';

// Billed time is whole minutes: the verified minutes of a visit, from check-in to check-out,
// rounded to the agency's increment. Seconds never reach an invoice.

const MS_PER_MINUTE = 60_000;

/** The agency's rule for billed time: how to round, and to how many minutes (1 bills exactly). */
export type BilledTimeRule = { roundingRule: RoundingRule; incrementMinutes: number };

/**
 * The whole minutes from check-in to check-out; seconds are dropped, as the caregiver's device
 * and the EVV record agree on the minute, not the second. A check-out before the check-in is 0.
 */
export function verifiedMinutes(checkInAt: Date | string, checkOutAt: Date | string): number {
  const elapsed = new Date(checkOutAt).getTime() - new Date(checkInAt).getTime();
  return Math.max(0, Math.floor(elapsed / MS_PER_MINUTE));
}

/**
 * The minutes a visit bills. "Nearest" sends an exact half increment up (7.5 of 15 bills 15), as
 * money rounds half-up. A visit of 0 minutes bills 0 whatever the rule: rounding up never turns
 * a visit that did not happen into a charge.
 */
export function billedMinutes(minutes: number, rule: BilledTimeRule): number {
  const { roundingRule, incrementMinutes } = rule;
  if (!Number.isInteger(incrementMinutes) || incrementMinutes < 1) {
    throw new RangeError('the billing increment is a whole number of minutes, at least 1');
  }
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new RangeError('verified time is a whole number of minutes, never negative');
  }
  switch (roundingRule) {
    case RoundingRule.nearestIncrement:
      return divideHalfUp(minutes, incrementMinutes) * incrementMinutes;
    case RoundingRule.up:
      return Math.ceil(minutes / incrementMinutes) * incrementMinutes;
    case RoundingRule.down:
      return Math.floor(minutes / incrementMinutes) * incrementMinutes;
  }
}
