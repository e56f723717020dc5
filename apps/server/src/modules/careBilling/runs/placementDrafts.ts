import {
  type BillingPeriod,
  daysBetween,
  divideHalfUp,
  SharedLivingBillingFrequency,
  sharedLivingPeriodsBetween,
} from '@hearth/domain';
import type { BilledLedger } from './billedLedger.ts';
import type { Draft, DraftLine } from './draftBuilder.ts';

// The drafts of an agency's shared-living placements: one invoice per resident, one line per
// billing period that ended in the run. A placement is billed for the days resided, move-in day
// included and move-out day not (the resident sleeps elsewhere that night), incurred like visits.

export type RunPlacement = {
  referralId: number;
  billingFrequency: SharedLivingBillingFrequency;
  rateCents: number;
  moveInOn: string;
  /** Null while the resident still lives there. */
  moveOutOn: string | null;
};

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The days of a period the resident lived in the home. */
function daysResided(placement: RunPlacement, period: BillingPeriod): number {
  const from = later(placement.moveInOn, period.start);
  const to = placement.moveOutOn === null ? period.end : earlier(placement.moveOutOn, period.end);
  return from < to ? daysBetween(from, to) : 0;
}

/**
 * A period's line: the rate for a period resided whole; for part of one, the rate prorated by
 * the days resided over the period's days, half-up to the cent. A daily rate counts days.
 */
function periodLine(placement: RunPlacement, period: BillingPeriod): DraftLine | null {
  const days = daysResided(placement, period);
  if (days === 0) {
    return null;
  }
  const periodDays = daysBetween(period.start, period.end);
  const whole =
    days === periodDays && placement.billingFrequency !== SharedLivingBillingFrequency.daily;
  return {
    kind: 'placement',
    assessmentId: null,
    referralId: placement.referralId,
    shiftId: null,
    serviceDate: period.start,
    quantity: whole ? 1 : days,
    quantityUnit: whole ? 'periods' : 'days',
    rateCents: placement.rateCents,
    rateUnit: null,
    shareBasisPoints: null,
    amountCents: divideHalfUp(placement.rateCents * days, periodDays),
  };
}

/** The periods of a placement whose invoice falls due within the run, not billed before. */
export function placementDraft(
  placement: RunPlacement,
  run: BillingPeriod,
  ledger: BilledLedger,
): Draft | null {
  const lines = sharedLivingPeriodsBetween(
    placement.billingFrequency,
    placement.moveInOn,
    run.start,
    run.end,
  )
    .filter((period) => period.end > run.start && period.end <= run.end)
    .filter((period) => !ledger.placementPeriod(placement.referralId, period.start))
    .map((period) => periodLine(placement, period))
    .filter((line) => line !== null);
  if (lines.length === 0) {
    return null;
  }
  return {
    recipient: 'patient',
    payerId: null,
    patientId: null,
    referralId: placement.referralId,
    lines,
  };
}
