import {
  type AssessmentBillingFrequency,
  addDays,
  assessmentPeriodsBetween,
  type BillingPeriod,
  InvoiceSchedule,
  invoiceIssueDay,
} from '@hearth/domain';

// Which billing periods of an assessment one run bills. A run over [start, end) is the agency's
// billing as of its end boundary: it bills every period whose invoice is issued after the run's
// first day and no later than its end, so consecutive runs bill every period exactly once.

export type PlannedAssessment = {
  billingFrequency: AssessmentBillingFrequency;
  /** The assessment's first day; periods count from it. Null bills by the run's own period. */
  startDate: string | null;
};

export type RunPlan = {
  /** Periods billed for their verified visits (incurred, or the run's period when periodless). */
  incurred: BillingPeriod[];
  /** Periods billed for their planned visits, in advance. */
  advance: BillingPeriod[];
  /** Periods billed in advance whose verified visits are now trued up. */
  trueUp: BillingPeriod[];
};

const issuedWithin = (run: BillingPeriod, day: string): boolean =>
  day > run.start && day <= run.end;

/** The periods of `frequency` overlapping [from, to) that began by no later than the start. */
function periodsOf(assessment: PlannedAssessment, from: string, to: string): BillingPeriod[] {
  const { billingFrequency, startDate } = assessment;
  if (startDate === null) {
    return [];
  }
  return assessmentPeriodsBetween(billingFrequency, startDate, from, to).filter(
    (period) => period.end > startDate,
  );
}

export function runPlanOf(
  assessment: PlannedAssessment,
  schedule: InvoiceSchedule,
  run: BillingPeriod,
): RunPlan {
  if (assessment.startDate === null || assessment.billingFrequency === 'none') {
    // Without periods there is nothing to bill ahead: the run bills its own days as incurred.
    return { incurred: [run], advance: [], trueUp: [] };
  }
  const ended = periodsOf(assessment, run.start, run.end).filter((period) =>
    issuedWithin(run, invoiceIssueDay(InvoiceSchedule.incurred, period)),
  );
  if (schedule === InvoiceSchedule.incurred) {
    return { incurred: ended, advance: [], trueUp: [] };
  }
  const starting = periodsOf(assessment, addDays(run.start, 1), addDays(run.end, 1)).filter(
    (period) => issuedWithin(run, invoiceIssueDay(InvoiceSchedule.advance, period)),
  );
  return { incurred: [], advance: starting, trueUp: ended };
}

/** The days a plan reaches, so the run loads the visits of every period it bills. */
export function daysReached(plans: readonly RunPlan[], run: BillingPeriod): BillingPeriod {
  let { start, end } = run;
  for (const plan of plans) {
    for (const period of [...plan.incurred, ...plan.advance, ...plan.trueUp]) {
      start = period.start < start ? period.start : start;
      end = period.end > end ? period.end : end;
    }
  }
  return { start, end };
}
