import {
  VISIT_CHANGE_FIELDS,
  VISIT_CHANGE_WINDOW_MINUTES,
  VISIT_MAX_MINUTES,
  type VisitChangeCreate,
  type VisitChangeField,
  VisitChangeValidation,
  visitMinutes,
} from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblems } from '../../../platform/errors.ts';
import type { RecordedMark } from '../shifts/index.ts';
import type { MarkReview } from '../verification/index.ts';
import type { ChangeRepo, LockedVisit, NewChange } from './changeRepo.ts';
import { reachesAgency, visitScope } from './policy.ts';

export const visitNotFound = () => new AppError('not_found', 'not_found');

const MINUTE = 60_000;

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);

const sameMark = (a: RecordedMark, b: RecordedMark) =>
  a.at.getTime() === b.at.getTime() &&
  a.latitude === b.latitude &&
  a.longitude === b.longitude &&
  a.accuracy === b.accuracy;

/** The corrected mark of one field, or undefined when the request leaves it as it is. */
function correctedMark(
  visit: LockedVisit,
  field: VisitChangeField,
  change: VisitChangeCreate,
  now: Date,
): RecordedMark | undefined {
  const requested = change[field];
  if (requested === undefined) {
    return undefined;
  }
  const at = new Date(requested.at);
  if (at.getTime() > now.getTime()) {
    throw invalid({ [`${field}.at`]: [VisitChangeValidation.inFuture] });
  }
  const { beforeStart, afterEnd } = VISIT_CHANGE_WINDOW_MINUTES;
  if (
    at.getTime() < visit.startsAt.getTime() - beforeStart * MINUTE ||
    at.getTime() > visit.endsAt.getTime() + afterEnd * MINUTE
  ) {
    throw invalid({ [`${field}.at`]: [VisitChangeValidation.farFromShift] });
  }
  const position = requested.position ?? visit[field];
  if (position === null) {
    throw invalid({ [`${field}.position`]: [VisitChangeValidation.positionRequired] });
  }
  const mark = {
    at,
    latitude: position.latitude,
    longitude: position.longitude,
    accuracy: position.accuracy,
  };
  const current = visit[field];
  return current !== null && sameMark(current, mark) ? undefined : mark;
}

/**
 * The visit the corrected marks make must be one: a check-out needs a check-in before it, and no
 * visit lasts over 25 hours. The error names the field the request changed.
 */
function refuseImpossibleVisit(
  checkIn: RecordedMark | null,
  checkOut: RecordedMark | null,
  blamed: string,
) {
  if (checkOut === null) {
    return;
  }
  if (checkIn === null) {
    throw invalid({ 'checkOut.at': [VisitChangeValidation.checkInMissing] });
  }
  const minutes = visitMinutes(checkIn.at, checkOut.at);
  if (minutes <= 0) {
    throw invalid({ [blamed]: [VisitChangeValidation.checkOutBeforeCheckIn] });
  }
  if (minutes > VISIT_MAX_MINUTES) {
    throw invalid({ [blamed]: [VisitChangeValidation.visitTooLong] });
  }
}

const phaseOf = { checkIn: 'check_in', checkOut: 'check_out' } as const;

/**
 * Visit maintenance: the agency corrects a visit's marks; the replaced values and their fence and
 * window verdicts stay in history, and the exceptions the correction answers are settled with it.
 */
export function createChangeService(db: Database, repo: ChangeRepo, review: MarkReview) {
  /** The verdict the mark holds before this change: its last correction's, else its capture's. */
  async function verdictBefore(tx: Transaction, visit: LockedVisit, field: VisitChangeField) {
    if (visit[field] === null) {
      return null;
    }
    const corrected = await repo.latestVerdict(tx, visit.id, field);
    return corrected === undefined
      ? review.captureVerdict(tx, visit.id, phaseOf[field])
      : corrected;
  }

  return {
    async change(
      actor: Actor,
      shiftId: number,
      change: VisitChangeCreate,
      context: AuditContext,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const visit = await repo.lock(tx, shiftId);
        if (visit === undefined || !reachesAgency(visitScope(actor), visit.agencyId)) {
          throw visitNotFound();
        }
        if (visit.cancelledAt !== null) {
          throw new AppError('conflict', 'shift_cancelled');
        }
        if (visit.assignment !== 'accepted') {
          throw new AppError('conflict', 'visit_needs_accepted_caregiver');
        }
        const now = new Date();
        const corrections = VISIT_CHANGE_FIELDS.flatMap((field) => {
          const after = correctedMark(visit, field, change, now);
          return after === undefined ? [] : [{ field, after }];
        });
        if (corrections.length === 0) {
          throw invalid({ checkIn: [VisitChangeValidation.nothingChanged] });
        }
        const corrected: Partial<Record<VisitChangeField, RecordedMark>> = Object.fromEntries(
          corrections.map(({ field, after }) => [field, after]),
        );
        refuseImpossibleVisit(
          corrected.checkIn ?? visit.checkIn,
          corrected.checkOut ?? visit.checkOut,
          corrected.checkOut === undefined ? 'checkIn.at' : 'checkOut.at',
        );
        const changes: NewChange[] = [];
        for (const { field, after } of corrections) {
          changes.push({
            field,
            before: visit[field],
            after,
            beforeVerdict: await verdictBefore(tx, visit, field),
            afterVerdict: await review.judge(tx, visit, phaseOf[field], after),
            reason: change.reason,
            resolution: change.resolution,
            note: change.note,
            changedBy: actor.userId,
          });
        }
        const fields = corrections.map(({ field }) => field);
        await repo.setMarks(tx, shiftId, corrected);
        const changeIds = await repo.append(tx, shiftId, changes);
        const settled = await review.settle(
          tx,
          shiftId,
          fields.map((field) => phaseOf[field]),
          actor.userId,
          { changeIds, reason: change.reason, resolution: change.resolution, note: change.note },
        );
        await writeAudit(tx, context, {
          action: 'visit.changed',
          subjectType: 'shift',
          subjectId: shiftId,
          agencyId: visit.agencyId,
          details: {
            fields,
            reason: change.reason,
            resolution: change.resolution,
            verdicts: changes.map(({ field, beforeVerdict, afterVerdict }) => ({
              field,
              before: beforeVerdict,
              after: afterVerdict,
            })),
            settledExceptionIds: settled.map((exception) => exception.id),
          },
        });
      });
    },
  };
}

export type ChangeService = ReturnType<typeof createChangeService>;
