import {
  type AssessmentBillingFrequency,
  AssessmentRateUnit,
  type BilledTimeRule,
  type BillingPeriod,
  billedMinutes,
  type CareInvoiceLineKind,
  type CareInvoiceQuantityUnit,
  type CareInvoiceRecipient,
  careDay,
  chargeCents,
  countCareDays,
  type InvoiceSchedule,
  splitTotal,
  trueUpCents,
  type VisitBillingException,
  verifiedMinutes,
  visitBillability,
} from '@hearth/domain';
import type { BilledLedger } from './billedLedger.ts';
import { type RunPlan, runPlanOf } from './runPlan.ts';

// Turns an agency's assessments and visits into the lines of its draft invoices, one invoice per
// patient and recipient, and the visits it could not bill. Pure: the run loads, this decides.

export type RunAssessment = {
  id: number;
  patientId: number;
  rateCents: number | null;
  rateUnit: AssessmentRateUnit | null;
  billingFrequency: AssessmentBillingFrequency;
  startDate: string | null;
  billTo: 'payer' | 'private' | 'split';
  payerId: number | null;
  payerShareBasisPoints: number | null;
};

export type RunVisit = {
  shiftId: number;
  assessmentId: number;
  startsAt: Date;
  endsAt: Date;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  cancelled: boolean;
  lastEditedAt: Date | null;
  hasOpenEvvException: boolean;
};

export type DraftLine = {
  kind: CareInvoiceLineKind;
  /** The assessment billed; null on a placement's line. */
  assessmentId: number | null;
  referralId: number | null;
  shiftId: number | null;
  serviceDate: string;
  quantity: number;
  quantityUnit: CareInvoiceQuantityUnit;
  rateCents: number;
  /** Per hour, visit or day of an assessment; null for a placement's period. */
  rateUnit: AssessmentRateUnit | null;
  shareBasisPoints: number | null;
  amountCents: number;
};

/** One invoice to be: of a patient's care, or of a shared-living resident's placement. */
export type Draft = {
  recipient: CareInvoiceRecipient;
  payerId: number | null;
  patientId: number | null;
  referralId: number | null;
  lines: DraftLine[];
};

export type RunException = { shiftId: number; reasons: VisitBillingException[] };

export type RunSettings = { schedule: InvoiceSchedule; billedTime: BilledTimeRule };

type PricedAssessment = RunAssessment & { rateCents: number; rateUnit: AssessmentRateUnit };

/** A charge before it is shared between recipients. */
type Charge = Omit<
  DraftLine,
  'shareBasisPoints' | 'assessmentId' | 'referralId' | 'rateCents' | 'rateUnit'
>;

const FULL_SHARE = 10_000;
const quantityUnitOf: Record<AssessmentRateUnit, CareInvoiceQuantityUnit> = {
  hour: 'minutes',
  visit: 'visits',
  day: 'days',
};

const isPriced = (assessment: RunAssessment): assessment is PricedAssessment =>
  assessment.rateCents !== null && assessment.rateUnit !== null;

const within = (period: BillingPeriod, visit: RunVisit): boolean => {
  const day = careDay(visit.startsAt);
  return day >= period.start && day < period.end;
};

export function createDraftBuilder(settings: RunSettings, ledger: BilledLedger) {
  const drafts = new Map<string, Draft>();
  const exceptions: RunException[] = [];

  function draftFor(recipient: CareInvoiceRecipient, assessment: RunAssessment): Draft {
    const payerId = recipient === 'payer' ? assessment.payerId : null;
    const key = `${assessment.patientId}:${recipient}:${payerId ?? ''}`;
    const existing = drafts.get(key);
    if (existing) {
      return existing;
    }
    const draft: Draft = {
      recipient,
      payerId,
      patientId: assessment.patientId,
      referralId: null,
      lines: [],
    };
    drafts.set(key, draft);
    return draft;
  }

  /** Puts a charge on the invoice of whoever pays it; a split on both, summing to the cent. */
  function bill(assessment: PricedAssessment, charge: Charge): void {
    const line = {
      ...charge,
      assessmentId: assessment.id,
      referralId: null,
      rateCents: assessment.rateCents,
      rateUnit: assessment.rateUnit,
    };
    const share = assessment.payerShareBasisPoints;
    if (assessment.billTo !== 'split' || share === null) {
      const recipient = assessment.billTo === 'private' ? 'patient' : 'payer';
      draftFor(recipient, assessment).lines.push({ ...line, shareBasisPoints: null });
      return;
    }
    const { payerCents, privateCents } = splitTotal(charge.amountCents, share / 100);
    draftFor('payer', assessment).lines.push({
      ...line,
      shareBasisPoints: share,
      amountCents: payerCents,
    });
    draftFor('patient', assessment).lines.push({
      ...line,
      shareBasisPoints: FULL_SHARE - share,
      amountCents: privateCents,
    });
  }

  const roundedMinutes = (minutes: number) => billedMinutes(minutes, settings.billedTime);

  /**
   * The visits of a period that can be billed, with their billed minutes; the others are listed
   * as exceptions. A visit already billed is left out, unless it changed since (an exception).
   */
  function verifiedVisits(
    assessment: RunAssessment,
    visits: readonly RunVisit[],
    billedAtOf: (visit: RunVisit) => Date | null | undefined,
  ): { visit: RunVisit; minutes: number }[] {
    const billable: { visit: RunVisit; minutes: number }[] = [];
    for (const visit of visits) {
      const billedAt = billedAtOf(visit);
      const edited = visit.lastEditedAt !== null && billedAt && visit.lastEditedAt > billedAt;
      if (billedAt !== undefined && !edited) {
        continue;
      }
      const outcome = visitBillability({
        checkInAt: visit.checkedInAt?.toISOString() ?? null,
        checkOutAt: visit.checkedOutAt?.toISOString() ?? null,
        lastEditedAt: visit.lastEditedAt?.toISOString() ?? null,
        billedAt: billedAt?.toISOString() ?? null,
        hasOpenEvvException: visit.hasOpenEvvException,
        hasRate: isPriced(assessment),
      });
      if (outcome.outcome === 'exception') {
        exceptions.push({ shiftId: visit.shiftId, reasons: outcome.exceptions });
      } else if (outcome.outcome === 'billable') {
        billable.push({ visit, minutes: roundedMinutes(outcome.verifiedMinutes) });
      }
    }
    return billable;
  }

  function billIncurred(assessment: RunAssessment, visits: readonly RunVisit[]): void {
    const perDay = assessment.rateUnit === AssessmentRateUnit.day;
    const billable = verifiedVisits(assessment, visits, (visit) =>
      perDay
        ? ledger.periodLine(assessment.id, 'day', careDay(visit.startsAt))?.issuedAt
        : ledger.visit(visit.shiftId),
    );
    if (!isPriced(assessment)) {
      return;
    }
    if (perDay) {
      const days = [...new Set(billable.map(({ visit }) => careDay(visit.startsAt)))].sort();
      for (const day of days) {
        const delivered = { billedMinutes: 0, visits: 0, careDays: 1 };
        bill(assessment, {
          kind: 'day',
          shiftId: null,
          serviceDate: day,
          quantity: 1,
          quantityUnit: 'days',
          amountCents: chargeCents(assessment.rateUnit, assessment.rateCents, delivered),
        });
      }
      return;
    }
    for (const { visit, minutes } of billable) {
      const perHour = assessment.rateUnit === AssessmentRateUnit.hour;
      const delivered = { billedMinutes: minutes, visits: 1, careDays: 1 };
      bill(assessment, {
        kind: 'visit',
        shiftId: visit.shiftId,
        serviceDate: careDay(visit.startsAt),
        quantity: perHour ? minutes : 1,
        quantityUnit: quantityUnitOf[assessment.rateUnit],
        amountCents: chargeCents(assessment.rateUnit, assessment.rateCents, delivered),
      });
    }
  }

  /** What a set of visits charges as one line: one rounding for the whole period. */
  function periodCharge(assessment: PricedAssessment, minutes: number[], days: string[]) {
    const delivered = {
      billedMinutes: minutes.reduce((sum, each) => sum + each, 0),
      visits: minutes.length,
      careDays: countCareDays(days),
    };
    const quantity = {
      hour: delivered.billedMinutes,
      visit: delivered.visits,
      day: delivered.careDays,
    }[assessment.rateUnit];
    return {
      quantity,
      quantityUnit: quantityUnitOf[assessment.rateUnit],
      amountCents: chargeCents(assessment.rateUnit, assessment.rateCents, delivered),
    };
  }

  function billAdvance(assessment: RunAssessment, period: BillingPeriod, visits: RunVisit[]) {
    if (!isPriced(assessment) || ledger.periodLine(assessment.id, 'advance', period.start)) {
      return;
    }
    const planned = visits.filter((visit) => !visit.cancelled);
    if (planned.length === 0) {
      return;
    }
    const minutes = planned.map((visit) =>
      roundedMinutes(verifiedMinutes(visit.startsAt, visit.endsAt)),
    );
    const days = planned.map((visit) => careDay(visit.startsAt));
    bill(assessment, {
      kind: 'advance',
      shiftId: null,
      serviceDate: period.start,
      ...periodCharge(assessment, minutes, days),
    });
  }

  function billTrueUp(assessment: RunAssessment, period: BillingPeriod, visits: RunVisit[]) {
    const trued = ledger.periodLine(assessment.id, 'trueUp', period.start);
    const before = exceptions.length;
    const billable = verifiedVisits(assessment, visits, () => trued?.issuedAt);
    // A period with a visit to resolve waits whole: its true-up is one line, made once.
    if (trued || exceptions.length > before || !isPriced(assessment)) {
      return;
    }
    const verified = periodCharge(
      assessment,
      billable.map(({ minutes }) => minutes),
      billable.map(({ visit }) => careDay(visit.startsAt)),
    );
    const advanced = ledger.periodLine(assessment.id, 'advance', period.start)?.amountCents ?? 0;
    const difference = trueUpCents(advanced, verified.amountCents);
    if (difference !== 0) {
      bill(assessment, {
        kind: 'trueUp',
        shiftId: null,
        serviceDate: period.start,
        quantity: verified.quantity,
        quantityUnit: verified.quantityUnit,
        amountCents: difference,
      });
    }
  }

  return {
    /** Bills one assessment's visits of the run; returns how many visits it looked at. */
    add(assessment: RunAssessment, visits: readonly RunVisit[], run: BillingPeriod): number {
      const plan: RunPlan = runPlanOf(assessment, settings.schedule, run);
      const of = (period: BillingPeriod) => visits.filter((visit) => within(period, visit));
      for (const period of plan.trueUp) {
        billTrueUp(assessment, period, of(period));
      }
      for (const period of plan.incurred) {
        billIncurred(assessment, of(period));
      }
      for (const period of plan.advance) {
        billAdvance(assessment, period, of(period));
      }
      return visits.length;
    },

    result(): { drafts: Draft[]; exceptions: RunException[] } {
      return {
        drafts: [...drafts.values()].filter((draft) => draft.lines.length > 0),
        exceptions,
      };
    },
  };
}

export type DraftBuilder = ReturnType<typeof createDraftBuilder>;
