import type {
  AssessmentBillingFrequency,
  AssessmentBillTo,
  AssessmentCreate,
  AssessmentPatch,
  AssessmentRateUnit,
  AssessmentStatus,
  PaymentFlag,
  ScheduleSlot,
} from '@hearth/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  assessmentScheduleSlots,
  assessmentStatusChanges,
  assessments,
  careTypes,
  patients,
  payers,
} from '../../../db/schema/index.ts';
import type { SeedTransaction } from '../../../db/seed/types.ts';

export type Writer = Pick<Database, 'insert' | 'update' | 'delete' | 'select'> | SeedTransaction;
type Reader = Pick<Database, 'select'>;

export type StatusChangeEntry = {
  assessmentId: number;
  from: AssessmentStatus | null;
  to: AssessmentStatus;
  changedBy: number | null;
  reason: string | null;
};

export type NewAssessment = Omit<AssessmentCreate, 'patientId'> & {
  agencyId: number;
  status: AssessmentStatus;
  patientId: number | null;
};

/** What a status move and an edit are decided on, read under the row's lock. */
export type LockedAssessment = {
  id: number;
  agencyId: number;
  patientId: number | null;
  careTypeId: number | null;
  status: AssessmentStatus;
  startDate: string | null;
  endDate: string | null;
  rateCents: number | null;
  rateUnit: AssessmentRateUnit | null;
  billingFrequency: AssessmentBillingFrequency | null;
  billTo: AssessmentBillTo;
  payerId: number | null;
  payerShareBasisPoints: number | null;
  slotCount: number;
  hasAcceptedShift: boolean;
  paymentStatus: PaymentFlag;
  /** Billed in Hearth: an invoice (a draft too) has a line of it, so its flag follows them. */
  hasInvoices: boolean;
};

/**
 * Whether the assessment has a live shift its caregiver accepted (the active requirement). Written
 * out in full: drizzle leaves columns unqualified in a one-table select, which would make `id`
 * inside the subquery the shift's own.
 */
export const hasAcceptedShift = sql<boolean>`EXISTS (SELECT 1 FROM shifts accepted WHERE accepted.assessment_id = "assessments"."id" AND accepted.assignment = 'accepted' AND accepted.cancelled_at IS NULL)`;

/** Whether an invoice, draft or issued, bills the assessment; written out in full as above. */
const hasInvoices = sql<boolean>`EXISTS (SELECT 1 FROM care_invoice_lines billed WHERE billed.assessment_id = "assessments"."id")`;

async function replaceSchedule(
  writer: Writer,
  assessmentId: number,
  slots: readonly ScheduleSlot[],
) {
  await writer
    .delete(assessmentScheduleSlots)
    .where(eq(assessmentScheduleSlots.assessmentId, assessmentId));
  if (slots.length > 0) {
    await writer.insert(assessmentScheduleSlots).values(
      slots.map((slot) => ({
        assessmentId,
        weekDay: slot.weekDay,
        startsAt: slot.start,
        endsAt: slot.end,
      })),
    );
  }
}

/** A new assessment; `patientId` is null only for a marketplace request. */
export async function insertAssessment(writer: Writer, values: NewAssessment): Promise<number> {
  const { schedule, ...fields } = values;
  const [row] = await writer.insert(assessments).values(fields).returning({ id: assessments.id });
  if (row === undefined) {
    throw new Error('the assessment was not stored');
  }
  await replaceSchedule(writer, row.id, schedule);
  return row.id;
}

export async function setAssessmentStatus(
  writer: Writer,
  id: number,
  status: AssessmentStatus,
  patientId: number | null,
): Promise<void> {
  await writer
    .update(assessments)
    .set({ status, patientId, updatedAt: new Date() })
    .where(eq(assessments.id, id));
}

/** Appends to the status history; nothing in the product updates or deletes its rows. */
export async function appendStatusChange(writer: Writer, entry: StatusChangeEntry): Promise<void> {
  await writer.insert(assessmentStatusChanges).values({
    assessmentId: entry.assessmentId,
    fromStatus: entry.from,
    toStatus: entry.to,
    changedBy: entry.changedBy,
    reason: entry.reason,
  });
}

export function createAssessmentWriteRepo(db: Database) {
  return {
    /** The agency of a patient, or undefined when there is no such patient. */
    async patientAgency(patientId: number, reader: Reader = db): Promise<number | undefined> {
      const [row] = await reader
        .select({ agencyId: patients.agencyId })
        .from(patients)
        .where(eq(patients.id, patientId));
      return row?.agencyId;
    },

    /** Whether a current (not retired) care type has this id. */
    async careTypeIsCurrent(careTypeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: careTypes.id })
        .from(careTypes)
        .where(and(eq(careTypes.id, careTypeId), isNull(careTypes.retiredAt)));
      return row !== undefined;
    },

    /** Whether a directory payer has this id and is not retired. */
    async payerIsActive(payerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: payers.id })
        .from(payers)
        .where(and(eq(payers.id, payerId), isNull(payers.retiredAt)));
      return row !== undefined;
    },

    insert: insertAssessment,

    async update(writer: Writer, id: number, patch: AssessmentPatch): Promise<void> {
      const { schedule, ...fields } = patch;
      await writer
        .update(assessments)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(assessments.id, id));
      if (schedule !== undefined) {
        await replaceSchedule(writer, id, schedule);
      }
    },

    /** The assessment, locked until the transaction ends, so two changes cannot cross. */
    async lock(writer: Writer, id: number): Promise<LockedAssessment | undefined> {
      const [row] = await writer
        .select({
          id: assessments.id,
          agencyId: assessments.agencyId,
          patientId: assessments.patientId,
          careTypeId: assessments.careTypeId,
          status: sql<AssessmentStatus>`${assessments.status}`,
          startDate: assessments.startDate,
          endDate: assessments.endDate,
          rateCents: assessments.rateCents,
          rateUnit: sql<LockedAssessment['rateUnit']>`${assessments.rateUnit}`,
          billingFrequency: sql<
            LockedAssessment['billingFrequency']
          >`${assessments.billingFrequency}`,
          billTo: sql<AssessmentBillTo>`${assessments.billTo}`,
          payerId: assessments.payerId,
          payerShareBasisPoints: assessments.payerShareBasisPoints,
          hasAcceptedShift,
          paymentStatus: sql<PaymentFlag>`${assessments.paymentStatus}`,
          hasInvoices,
        })
        .from(assessments)
        .where(eq(assessments.id, id))
        .for('update');
      if (row === undefined) {
        return undefined;
      }
      const [slots] = await writer
        .select({ slotCount: count() })
        .from(assessmentScheduleSlots)
        .where(eq(assessmentScheduleSlots.assessmentId, id));
      return { ...row, slotCount: slots?.slotCount ?? 0 };
    },

    setStatus: setAssessmentStatus,

    appendStatusChange,
  };
}

export type AssessmentWriteRepo = ReturnType<typeof createAssessmentWriteRepo>;
