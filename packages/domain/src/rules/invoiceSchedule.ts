import { InvoiceSchedule } from '../enums/billing.ts';
import type { BillingPeriod } from './careBillingPeriods.ts';

/**
 * The agency day a period's invoice is issued: in advance, on the period's first day, for the
 * planned visits; as incurred, on the day after its last day (the period's exclusive end), for
 * the verified visits.
 */
export function invoiceIssueDay(schedule: InvoiceSchedule, period: BillingPeriod): string {
  switch (schedule) {
    case InvoiceSchedule.advance:
      return period.start;
    case InvoiceSchedule.incurred:
      return period.end;
  }
}

/**
 * The true-up line of a period billed in advance, on the next run: what the verified visits
 * charge minus what the planned ones billed. Negative when fewer or shorter visits were given, so
 * the line is a credit; 0 means no line.
 */
export const trueUpCents = (billedInAdvanceCents: number, verifiedCents: number): number =>
  verifiedCents - billedInAdvanceCents;
