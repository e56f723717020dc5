import { CHECK_IN_EARLY_MINUTES, type ShiftPosition } from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { shiftNotFound } from './planService.ts';
import { shiftScope } from './policy.ts';
import type { ShiftRepo } from './shiftRepo.ts';
import type { LockedShift, ShiftWriteRepo } from './shiftWriteRepo.ts';

type Writer = Parameters<Parameters<Database['transaction']>[0]>[0];

const conflict = (message: string) => new AppError('conflict', message);

/** The caregiver's side of a shift: answering the offer and the visit itself (EVV). */
export function createVisitService(db: Database, repo: ShiftRepo, writeRepo: ShiftWriteRepo) {
  /**
   * Runs `change` on the shift locked, when it is this caregiver's; two taps of one button queue
   * here and the second finds the first's result.
   */
  async function onOwnShift(
    actor: Actor,
    shiftId: number,
    context: AuditContext,
    action: string,
    change: (tx: Writer, shift: LockedShift, now: Date) => Promise<Record<string, unknown>>,
  ) {
    await db.transaction(async (tx) => {
      const shift = await writeRepo.lock(tx, shiftId);
      if (
        shift === undefined ||
        shift.caregiverUserId !== actor.userId ||
        shift.assignment === 'declined'
      ) {
        throw shiftNotFound();
      }
      if (shift.cancelledAt !== null) {
        throw conflict('This shift was cancelled.');
      }
      const details = await change(tx, shift, new Date());
      await writeAudit(tx, context, {
        action,
        subjectType: 'shift',
        subjectId: shiftId,
        agencyId: shift.agencyId,
        details,
      });
    });
    // Read unscoped: the caregiver was just allowed the change, and a declined shift leaves
    // their scope with this very answer.
    const shift = await repo.findVisible({ kind: 'all' }, shiftId);
    if (shift === undefined) {
      throw shiftNotFound();
    }
    return shift;
  }

  async function visible(actor: Actor, shiftId: number) {
    const shift = await repo.findVisible(shiftScope(actor), shiftId);
    if (shift === undefined) {
      throw shiftNotFound();
    }
    return shift;
  }

  const answer = (accept: boolean) => async (tx: Writer, shift: LockedShift) => {
    if (shift.assignment !== 'offered') {
      throw conflict('This shift was already answered.');
    }
    await writeRepo.setAssignment(
      tx,
      shift.id,
      shift.caregiverId,
      accept ? 'accepted' : 'declined',
    );
    return { accept };
  };

  return {
    /** One shift with its EVV record, for agency staff of its agency or its caregiver; audited. */
    async get(actor: Actor, shiftId: number, context: AuditContext) {
      const shift = await visible(actor, shiftId);
      await writeReadAudit(db, context, {
        action: 'shift.read',
        subjectType: 'shift',
        subjectId: shiftId,
        agencyId: shift.agencyId,
        details: { patientId: shift.patientId },
      });
      return shift;
    },

    /** My offered and accepted shifts starting on one Toronto day. */
    async mine(actor: Actor, date: string, context: AuditContext) {
      const rows = await repo.calendar(shiftScope(actor), { from: date, to: date });
      await writeReadAudit(db, context, {
        action: 'shifts.read',
        subjectType: 'shift',
        details: { patientIds: [...new Set(rows.map((row) => row.patientId))] },
      });
      return rows;
    },

    respond: (actor: Actor, shiftId: number, accept: boolean, context: AuditContext) =>
      onOwnShift(
        actor,
        shiftId,
        context,
        accept ? 'shift.accepted' : 'shift.declined',
        answer(accept),
      ),

    checkIn: (actor: Actor, shiftId: number, position: ShiftPosition, context: AuditContext) =>
      onOwnShift(actor, shiftId, context, 'shift.checked_in', async (tx, shift, now) => {
        if (shift.assignment !== 'accepted') {
          throw conflict('Accept the shift before checking in.');
        }
        if (shift.checkedInAt !== null) {
          throw conflict('You have already checked in to this shift.');
        }
        if (now.getTime() < shift.startsAt.getTime() - CHECK_IN_EARLY_MINUTES * 60_000) {
          throw conflict(
            `Check-in opens ${CHECK_IN_EARLY_MINUTES} minutes before the shift starts.`,
          );
        }
        if (now.getTime() > shift.endsAt.getTime()) {
          throw conflict('This shift has ended; ask the agency to record the visit.');
        }
        await writeRepo.checkIn(tx, shift.id, now, position);
        return { ...position };
      }),

    checkOut: (actor: Actor, shiftId: number, position: ShiftPosition, context: AuditContext) =>
      onOwnShift(actor, shiftId, context, 'shift.checked_out', async (tx, shift, now) => {
        if (shift.checkedInAt === null) {
          throw conflict('Check in before checking out.');
        }
        if (shift.checkedOutAt !== null) {
          throw conflict('You have already checked out of this shift.');
        }
        await writeRepo.checkOut(tx, shift.id, now, position);
        return { ...position };
      }),
  };
}

export type VisitService = ReturnType<typeof createVisitService>;
