import {
  ASSESSMENT_REQUIREMENT_FIELDS,
  AssessmentStatus,
  type AssessmentStatusInfo,
  type AssessmentStatusMove,
  AssessmentUnmet,
  AssessmentValidation,
  assessmentMoveExists,
  assessmentMoveRequires,
  assessmentMovesFor,
  canMoveAssessment,
  canWritePatientsOf,
  type Locale,
  type Role,
  unmetAssessmentRequirements,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, fieldValue } from '../../../platform/errors.ts';
import type { AssessmentService } from './assessmentService.ts';
import { invalid, notFound } from './assessmentService.ts';
import type { AssessmentWriteRepo, LockedAssessment, Writer } from './assessmentWriteRepo.ts';
import { assessmentFacts } from './moves.ts';

const nameOf = (status: AssessmentStatus) => AssessmentStatus.nameOf(status);

/** Every status in code order, with the moves `role` may make from it. */
export function assessmentStatuses(role: Role): AssessmentStatusInfo[] {
  return AssessmentStatus.codes.map((code) => ({
    code,
    name: nameOf(code),
    moves: assessmentMovesFor(role, code).map((to) => ({
      to,
      requires: [...assessmentMoveRequires(code, to)],
    })),
  }));
}

/** What hears of a committed move; it must not throw (the move stands either way). */
export type StatusMoved = (assessmentId: number, status: AssessmentStatus) => Promise<void>;

export function createStatusService(
  db: Database,
  assessments: AssessmentService,
  writeRepo: AssessmentWriteRepo,
  onStatusMoved: StatusMoved,
) {
  /** The patient the assessment is for after the move: the one it has, or the one linked now. */
  async function linkedPatient(
    tx: Writer,
    actor: Actor,
    current: LockedAssessment,
    requested: number | null,
  ): Promise<number | null> {
    if (requested === null || requested === current.patientId) {
      return current.patientId;
    }
    if (current.patientId !== null) {
      throw invalid({ patientId: [AssessmentValidation.patientAlreadyLinked] });
    }
    const agencyId = await writeRepo.patientAgency(requested, tx);
    // Only a patient of the assessment's own agency: a request never crosses agencies.
    if (agencyId !== current.agencyId || !canWritePatientsOf(actor, agencyId)) {
      throw invalid({ patientId: [AssessmentValidation.otherAgencyPatient] });
    }
    return requested;
  }

  /** 409 for a move the table lacks, 403 for a role without the right; in that order. */
  function checkMove(actor: Actor, from: AssessmentStatus, to: AssessmentStatus): void {
    if (!assessmentMoveExists(from, to)) {
      const allowed = assessmentMovesFor(actor.role, from).map(nameOf);
      throw new AppError(
        'conflict',
        {
          code: 'assessment_move_refused',
          params: { from: nameOf(from), to: nameOf(to) },
        },
        { to: allowed.map(fieldValue) },
      );
    }
    if (!canMoveAssessment(actor.role, from, to)) {
      throw new AppError('forbidden', {
        code: 'assessment_move_role',
        params: { from: nameOf(from), to: nameOf(to) },
      });
    }
  }

  return {
    async move(
      actor: Actor,
      id: number,
      change: AssessmentStatusMove,
      locale: Locale,
      context: AuditContext,
    ) {
      await assessments.visible(actor, id, locale);
      const reason = change.reason ?? null;
      await db.transaction(async (tx) => {
        // Locked first: a second move of the same assessment waits here, then sees the new status.
        const current = await writeRepo.lock(tx, id);
        if (current === undefined) {
          throw notFound();
        }
        checkMove(actor, current.status, change.to);
        const patientId = await linkedPatient(tx, actor, current, change.patientId);
        const facts = assessmentFacts({ ...current, patientId }, reason);
        const unmet = unmetAssessmentRequirements(current.status, change.to, facts);
        if (unmet.length > 0) {
          throw invalid(
            Object.fromEntries(
              unmet.map((requirement) => [
                ASSESSMENT_REQUIREMENT_FIELDS[requirement],
                [AssessmentUnmet[requirement]],
              ]),
            ),
          );
        }
        await writeRepo.setStatus(tx, id, change.to, patientId);
        await writeRepo.appendStatusChange(tx, {
          assessmentId: id,
          from: current.status,
          to: change.to,
          changedBy: actor.userId,
          reason,
        });
        await writeAudit(tx, context, {
          action: 'assessment.status_changed',
          subjectType: 'assessment',
          subjectId: id,
          agencyId: current.agencyId,
          details: { from: current.status, to: change.to, patientId },
        });
      });
      await onStatusMoved(id, change.to);
      return assessments.visible(actor, id, locale);
    },
  };
}

export type StatusService = ReturnType<typeof createStatusService>;
