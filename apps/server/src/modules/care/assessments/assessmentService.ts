import {
  type AssessmentCreate,
  type AssessmentPatch,
  type AssessmentSort,
  AssessmentStatus,
  AssessmentValidation,
  assessmentBillToIssues,
  assessmentConsistencyIssues,
  canWritePatientsOf,
  INITIAL_ASSESSMENT_STATUS,
  type Locale,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblems } from '../../../platform/errors.ts';
import type { AssessmentFilter, AssessmentRepo } from './assessmentRepo.ts';
import type { AssessmentWriteRepo, LockedAssessment } from './assessmentWriteRepo.ts';
import { movesFor } from './moves.ts';
import { assessmentScope } from './policy.ts';

export type Paging = { page: number; perPage: number };

export const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);

export const notFound = () => new AppError('not_found', 'assessment_not_found');

const closedStatuses: readonly AssessmentStatus[] = [
  AssessmentStatus.completed,
  AssessmentStatus.cancelled,
];

export function createAssessmentService(
  db: Database,
  repo: AssessmentRepo,
  writeRepo: AssessmentWriteRepo,
) {
  /** The assessment as this person may see it, with the moves they may make; 404 otherwise. */
  async function visible(actor: Actor, id: number, locale: Locale) {
    const record = await repo.findVisible(assessmentScope(actor), id, locale);
    if (record === undefined) {
      throw notFound();
    }
    const moves = movesFor(actor.role, record.status, {
      ...record,
      slotCount: record.schedule.length,
    });
    return { record, moves };
  }

  /** The patient's agency, when `actor` may book care for that patient; a 422 otherwise. */
  async function agencyOfPatient(actor: Actor, patientId: number): Promise<number> {
    const agencyId = await writeRepo.patientAgency(patientId);
    // An unknown patient and another agency's answer alike: neither reveals the other's records.
    if (agencyId === undefined || !canWritePatientsOf(actor, agencyId)) {
      throw invalid({ patientId: [AssessmentValidation.otherAgencyPatient] });
    }
    return agencyId;
  }

  async function checkCareType(careTypeId: number | null | undefined, kept: number | null) {
    // A care type retired since the assessment was booked may stay on it; a new pick must be current.
    if (careTypeId == null || careTypeId === kept) {
      return;
    }
    if (!(await writeRepo.careTypeIsCurrent(careTypeId))) {
      throw invalid({ careTypeId: [AssessmentValidation.unknownCareType] });
    }
  }

  async function checkPayer(payerId: number | null | undefined, kept: number | null) {
    // A payer retired since it was chosen may stay billed; a new pick must be active.
    if (payerId == null || payerId === kept) {
      return;
    }
    if (!(await writeRepo.payerIsActive(payerId))) {
      throw invalid({ payerId: [AssessmentValidation.unknownPayer] });
    }
  }

  /**
   * Once the booking is billed in Hearth its payment flag follows its invoices (the care payments
   * recompute it); a hand-set change would be overwritten, so it is refused instead.
   */
  function checkPaymentFlag(current: LockedAssessment, patch: AssessmentPatch): void {
    if (
      current.hasInvoices &&
      patch.paymentStatus !== undefined &&
      patch.paymentStatus !== current.paymentStatus
    ) {
      throw invalid({ paymentStatus: [AssessmentValidation.paymentFollowsInvoices] });
    }
  }

  function checkConsistency(current: LockedAssessment, patch: AssessmentPatch): void {
    const issues = [
      ...assessmentConsistencyIssues({
        startDate: patch.startDate === undefined ? current.startDate : patch.startDate,
        endDate: patch.endDate === undefined ? current.endDate : patch.endDate,
        rateCents: patch.rateCents === undefined ? current.rateCents : patch.rateCents,
        rateUnit: patch.rateUnit === undefined ? current.rateUnit : patch.rateUnit,
      }),
      ...assessmentBillToIssues({
        billTo: patch.billTo ?? current.billTo,
        payerId: patch.payerId === undefined ? current.payerId : patch.payerId,
        payerShareBasisPoints:
          patch.payerShareBasisPoints === undefined
            ? current.payerShareBasisPoints
            : patch.payerShareBasisPoints,
      }),
    ];
    if (issues.length > 0) {
      throw invalid(Object.fromEntries(issues.map((issue) => [issue.path, [issue.message]])));
    }
  }

  return {
    visible,

    async list(
      actor: Actor,
      filter: AssessmentFilter,
      sort: AssessmentSort,
      paging: Paging,
      locale: Locale,
      context: AuditContext,
    ) {
      const result = await repo.list(
        assessmentScope(actor),
        filter,
        sort,
        { limit: paging.perPage, offset: (paging.page - 1) * paging.perPage },
        locale,
      );
      // A list names patients and the care they get: health information, so the read is kept.
      await writeReadAudit(db, context, {
        action: 'assessment.listed',
        subjectType: 'assessment',
        details: {
          assessmentIds: result.rows.map((row) => row.id),
          patientIds: [...new Set(result.rows.map((row) => row.patientId))],
          filter,
          sort,
          ...paging,
        },
      });
      return result;
    },

    async get(actor: Actor, id: number, locale: Locale, context: AuditContext) {
      const found = await visible(actor, id, locale);
      await writeReadAudit(db, context, {
        action: 'assessment.viewed',
        subjectType: 'assessment',
        subjectId: id,
        agencyId: found.record.agencyId,
        details: { patientId: found.record.patientId },
      });
      return found;
    },

    async create(actor: Actor, input: AssessmentCreate, locale: Locale, context: AuditContext) {
      const agencyId = await agencyOfPatient(actor, input.patientId);
      await checkCareType(input.careTypeId, null);
      await checkPayer(input.payerId, null);
      const id = await db.transaction(async (tx) => {
        const newId = await writeRepo.insert(tx, {
          ...input,
          agencyId,
          status: INITIAL_ASSESSMENT_STATUS,
        });
        await writeRepo.appendStatusChange(tx, {
          assessmentId: newId,
          from: null,
          to: INITIAL_ASSESSMENT_STATUS,
          changedBy: actor.userId,
          reason: null,
        });
        await writeAudit(tx, context, {
          action: 'assessment.created',
          subjectType: 'assessment',
          subjectId: newId,
          agencyId,
          details: { patientId: input.patientId },
        });
        return newId;
      });
      return visible(actor, id, locale);
    },

    async update(
      actor: Actor,
      id: number,
      patch: AssessmentPatch,
      locale: Locale,
      context: AuditContext,
    ) {
      await visible(actor, id, locale);
      await db.transaction(async (tx) => {
        const current = await writeRepo.lock(tx, id);
        if (current === undefined) {
          throw notFound();
        }
        if (closedStatuses.includes(current.status)) {
          throw new AppError('conflict', 'assessment_closed');
        }
        checkConsistency(current, patch);
        checkPaymentFlag(current, patch);
        await checkCareType(patch.careTypeId, current.careTypeId);
        await checkPayer(patch.payerId, current.payerId);
        await writeRepo.update(tx, id, patch);
        await writeAudit(tx, context, {
          action: 'assessment.updated',
          subjectType: 'assessment',
          subjectId: id,
          agencyId: current.agencyId,
          details: { fields: Object.keys(patch) },
        });
      });
      return visible(actor, id, locale);
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
