import type { ReceivableBucket } from '../api/carePayments.ts';
import { daysBetween } from './subscriptionPeriods.ts';

/**
 * Where an open balance falls on the as-of day, by whole agency days past its due day: due today
 * or later is current; 1–30, 31–60 and 61–90 days late, then over 90.
 */
export function receivableBucketOf(dueOn: string, asOf: string): ReceivableBucket {
  const daysLate = daysBetween(dueOn, asOf);
  if (daysLate <= 0) {
    return 'current';
  }
  if (daysLate <= 30) {
    return 'days1To30';
  }
  if (daysLate <= 60) {
    return 'days31To60';
  }
  return daysLate <= 90 ? 'days61To90' : 'over90';
}
