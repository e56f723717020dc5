import type { AuditAction, CodedMessage } from '@hearth/domain';
import {
  AssessmentStatus,
  type CaregiverShiftFacts,
  ineligibilityReasons,
  type Skill,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import {
  AppError,
  type FieldProblems,
  fieldValue,
  type WebTranslationKey,
} from '../../../platform/errors.ts';
import { eligibleDto } from './dto.ts';
import type { MarkMissedVisits } from './missedVisits.ts';
import { shiftScope } from './policy.ts';
import type { CalendarFilter, Paging, ShiftRecord, ShiftRepo } from './shiftRepo.ts';
import type { CaregiverFacts, Clash, ShiftWriteRepo } from './shiftWriteRepo.ts';

export const shiftNotFound = () => new AppError('not_found', 'shift_not_found');
const assessmentNotFound = () => new AppError('not_found', 'assessment_not_found');
const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);

/** Statuses whose schedule is settled enough to plan visits from. */
const plannable: readonly number[] = [
  AssessmentStatus.scheduled,
  AssessmentStatus.approved,
  AssessmentStatus.active,
];

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Whether agency staff (or an admin) may plan the shifts of this agency. */
export const managesAgency = (actor: Actor, agencyId: number) =>
  shiftScope(actor).kind === 'all' || actor.agencyIds.includes(agencyId);

export const factsOf = (row: CaregiverFacts): CaregiverShiftFacts => ({
  status: row.status,
  professionRank: row.professionRank,
  competencies: row.competencies as Partial<Record<Skill, number>>,
  available: row.available,
  booked: row.booked,
});

const clashMessage = (clash: Clash): CodedMessage => ({
  code: 'caregiver_booked',
  params: {
    shiftId: clash.id,
    startsAt: clash.startsAt.toISOString(),
    endsAt: clash.endsAt.toISOString(),
  },
});

export const doubleBooked = (clash: Clash) =>
  new AppError('conflict', clashMessage(clash), {
    caregiverId: clashMessage(clash),
    clashingShiftId: fieldValue(clash.id),
    clashingShiftStartsAt: fieldValue(clash.startsAt.toISOString()),
    clashingShiftEndsAt: fieldValue(clash.endsAt.toISOString()),
  });

/** PostgreSQL's exclusion_violation: the database refused a double booking. */
const isDoubleBooking = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23P01' ||
    (error as { cause?: { code?: string } }).cause?.code === '23P01');

export function createPlanService(
  db: Database,
  repo: ShiftRepo,
  writeRepo: ShiftWriteRepo,
  markMissed: MarkMissedVisits,
) {
  /** Clinical reads (patient names with times) are audited: who saw which patients' visits. */
  async function auditRead(
    context: AuditContext,
    action: AuditAction,
    rows: readonly ShiftRecord[],
  ) {
    await writeReadAudit(db, context, {
      action,
      subjectType: 'shift',
      details: { patientIds: [...new Set(rows.map((row) => row.patientId))] },
    });
  }

  async function visibleAssessment(actor: Actor, assessmentId: number) {
    const assessment = await writeRepo.lockAssessment(db, assessmentId);
    if (assessment === undefined || !managesAgency(actor, assessment.agencyId)) {
      throw assessmentNotFound();
    }
    return assessment;
  }

  async function visibleShift(actor: Actor, id: number) {
    const shift = await repo.findVisible(shiftScope(actor), id);
    if (shift === undefined) {
      throw shiftNotFound();
    }
    return shift;
  }

  return {
    /** Shifts from the schedule, from the later of its start and today, `days` ahead at most. */
    async generate(actor: Actor, assessmentId: number, days: number, context: AuditContext) {
      await visibleAssessment(actor, assessmentId);
      const today = await writeRepo.today();
      return db.transaction(async (tx) => {
        // Locked: a second generation waits, then finds the shifts made and adds none.
        const assessment = await writeRepo.lockAssessment(tx, assessmentId);
        if (assessment === undefined) {
          throw assessmentNotFound();
        }
        if (!plannable.includes(assessment.status) || assessment.startDate === null) {
          throw new AppError('conflict', 'shifts_need_scheduled_assessment');
        }
        const from = assessment.startDate > today ? assessment.startDate : today;
        const last = addDays(from, days - 1);
        const to =
          assessment.endDate !== null && assessment.endDate < last ? assessment.endDate : last;
        const created = to < from ? 0 : await writeRepo.generate(tx, assessmentId, from, to);
        await writeAudit(tx, context, {
          action: 'shifts.generated',
          subjectType: 'assessment',
          subjectId: assessmentId,
          agencyId: assessment.agencyId,
          details: { from, to, created },
        });
        return { created, from: to < from ? null : from, to: to < from ? null : to };
      });
    },

    async ofAssessment(
      actor: Actor,
      assessmentId: number,
      days: { from?: string | undefined; to?: string | undefined },
      page: Paging,
      context: AuditContext,
    ) {
      const assessment = await visibleAssessment(actor, assessmentId);
      await markMissed([assessment.agencyId]);
      const result = await repo.ofAssessment(assessmentId, days, page);
      await auditRead(context, 'shifts.read', result.rows);
      return result;
    },

    /** The calendar marks missed visits first, so its alerts are current when read. */
    async calendar(actor: Actor, filter: CalendarFilter, context: AuditContext) {
      const scope = shiftScope(actor);
      await markMissed(scope.kind === 'all' ? undefined : actor.agencyIds);
      const rows = await repo.calendar(scope, filter);
      await auditRead(context, 'shifts.read', rows);
      return rows;
    },

    /** Every caregiver the agency could ask, eligible first, each with why not if not. */
    async eligible(actor: Actor, shiftId: number) {
      const shift = await visibleShift(actor, shiftId);
      const rows = await writeRepo.caregiverFacts(db, { ...shift, id: shift.id });
      return rows
        .map((row) => eligibleDto(row, ineligibilityReasons(factsOf(row), shift.services)))
        .sort((a, b) => Number(b.eligible) - Number(a.eligible));
    },

    async assign(actor: Actor, shiftId: number, caregiverId: number, context: AuditContext) {
      await visibleShift(actor, shiftId);
      try {
        await db.transaction(async (tx) => {
          const shift = await writeRepo.lock(tx, shiftId);
          if (shift === undefined) {
            throw shiftNotFound();
          }
          if (shift.cancelledAt !== null || shift.checkedInAt !== null) {
            throw new AppError('conflict', 'shift_keeps_caregiver');
          }
          if (shift.caregiverId === caregiverId && shift.assignment !== 'declined') {
            return;
          }
          const [facts] = await writeRepo.caregiverFacts(tx, shift, caregiverId);
          if (facts === undefined) {
            throw invalid({ caregiverId: ['shifts:validation.unknownCaregiver'] });
          }
          const reasons = ineligibilityReasons(
            { ...factsOf(facts), booked: false },
            shift.services,
          );
          if (reasons.length > 0) {
            throw invalid({
              caregiverId: reasons.map(
                (reason): WebTranslationKey => `shifts:ineligible.${reason}`,
              ),
            });
          }
          const clash = await writeRepo.clashOf(tx, shift, caregiverId);
          if (clash !== undefined) {
            throw doubleBooked(clash);
          }
          await writeRepo.setAssignment(tx, shiftId, caregiverId, 'offered');
          await writeAudit(tx, context, {
            action: 'shift.assigned',
            subjectType: 'shift',
            subjectId: shiftId,
            agencyId: shift.agencyId,
            details: { caregiverId, previous: shift.caregiverId },
          });
        });
      } catch (error) {
        // Two assignments raced past the check above: the database let one through.
        if (isDoubleBooking(error)) {
          const shift = await visibleShift(actor, shiftId);
          const clash = await writeRepo.clashOf(db, shift, caregiverId);
          if (clash !== undefined) {
            throw doubleBooked(clash);
          }
        }
        throw error;
      }
      return visibleShift(actor, shiftId);
    },

    visibleShift,
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
