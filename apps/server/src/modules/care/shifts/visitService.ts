import type { AuditAction } from '@hearth/domain';
import {
  CHECK_IN_EARLY_MINUTES,
  type CheckIn,
  type CheckOut,
  VISIT_MAX_MINUTES,
  type VisitAttendanceChanged,
} from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type Reason } from '../../../platform/errors.ts';
import type { Opened, SignatureStore, VisitVerifier } from '../verification/index.ts';
import { shiftNotFound } from './planService.ts';
import { shiftScope } from './policy.ts';
import type { ShiftRepo } from './shiftRepo.ts';
import type { LockedShift, ShiftWriteRepo } from './shiftWriteRepo.ts';

const conflict = (reason: Reason) => new AppError('conflict', reason);

// The changes the agency's dashboard hears of live, by their audit action.
const attendanceOf: Record<string, VisitAttendanceChanged['kind']> = {
  'shift.checked_in': 'checkedIn',
  'shift.checked_out': 'checkedOut',
};
const MINUTE_MS = 60_000;

/** A change's audit details and the exceptions it opened; null for a replay, which writes nothing. */
type Outcome = { details: Record<string, unknown>; opened: Opened['exceptions'] } | null;

/** Hears of a committed check-in or check-out; it must not throw (the visit stands either way). */
export type AttendanceAnnouncer = (event: VisitAttendanceChanged) => Promise<void>;

export type VisitParts = {
  db: Database;
  repo: ShiftRepo;
  writeRepo: ShiftWriteRepo;
  verifier: VisitVerifier;
  signatures: SignatureStore;
  signatureKeyOf: (shiftId: number) => Promise<string | null>;
  announceAttendance: AttendanceAnnouncer;
};

/** The caregiver's side of a shift: answering the offer and the visit itself (EVV). */
export function createVisitService({
  db,
  repo,
  writeRepo,
  verifier,
  signatures,
  signatureKeyOf,
  announceAttendance,
}: VisitParts) {
  /**
   * Runs `change` on the shift locked, when it is this caregiver's; two taps of one button queue
   * here and the second finds the first's result.
   */
  async function onOwnShift(
    actor: Actor,
    shiftId: number,
    context: AuditContext,
    action: AuditAction,
    change: (tx: Transaction, shift: LockedShift, now: Date) => Promise<Outcome>,
  ) {
    const opened = await db.transaction(async (tx) => {
      const shift = await writeRepo.lock(tx, shiftId);
      if (
        shift === undefined ||
        shift.caregiverUserId !== actor.userId ||
        shift.assignment === 'declined'
      ) {
        throw shiftNotFound();
      }
      if (shift.cancelledAt !== null) {
        throw conflict('shift_cancelled');
      }
      const outcome = await change(tx, shift, new Date());
      if (outcome === null) {
        return null;
      }
      await writeAudit(tx, context, {
        action,
        subjectType: 'shift',
        subjectId: shiftId,
        agencyId: shift.agencyId,
        details: outcome.details,
      });
      return { shiftId, agencyId: shift.agencyId, exceptions: outcome.opened };
    });
    if (opened !== null) {
      await verifier.announce(opened);
      const kind = attendanceOf[action];
      if (kind !== undefined) {
        const event = { agencyId: opened.agencyId, shiftId, kind };
        await verifier.announceAttendance(event);
        await announceAttendance(event);
      }
    }
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

  const answer = (accept: boolean) => async (tx: Transaction, shift: LockedShift) => {
    if (shift.assignment !== 'offered') {
      throw conflict('shift_answered');
    }
    await writeRepo.setAssignment(
      tx,
      shift.id,
      shift.caregiverId,
      accept ? 'accepted' : 'declined',
    );
    return { details: { accept }, opened: [] };
  };

  const position = (capture: CheckIn) => ({
    latitude: capture.latitude,
    longitude: capture.longitude,
    accuracy: capture.accuracy,
  });

  /** A check-in's rules of time that no reason excuses: too early to be this visit, or after it. */
  function checkInTimeAllowed(shift: LockedShift, at: Date) {
    if (at.getTime() < shift.startsAt.getTime() - CHECK_IN_EARLY_MINUTES * MINUTE_MS) {
      throw conflict({ code: 'check_in_not_open', params: { minutes: CHECK_IN_EARLY_MINUTES } });
    }
    if (at.getTime() > shift.endsAt.getTime()) {
      throw conflict('shift_ended');
    }
  }

  function checkOutTimeAllowed(checkedInAt: Date, at: Date) {
    if (at.getTime() < checkedInAt.getTime()) {
      throw conflict('check_out_before_check_in');
    }
    if (at.getTime() - checkedInAt.getTime() > VISIT_MAX_MINUTES * MINUTE_MS) {
      throw conflict({ code: 'visit_too_long', params: { hours: VISIT_MAX_MINUTES / 60 } });
    }
  }

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

    /** The client's signature taken at check-out, for those who see the shift; audited. */
    async signature(actor: Actor, shiftId: number, context: AuditContext) {
      const shift = await visible(actor, shiftId);
      const key = await signatureKeyOf(shiftId);
      if (key === null) {
        throw new AppError('not_found', 'visit_unsigned');
      }
      await writeReadAudit(db, context, {
        action: 'shift.signature_read',
        subjectType: 'shift',
        subjectId: shiftId,
        agencyId: shift.agencyId,
        details: { patientId: shift.patientId },
      });
      return signatures.open(key);
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

    checkIn: (actor: Actor, shiftId: number, capture: CheckIn, context: AuditContext) =>
      onOwnShift(actor, shiftId, context, 'shift.checked_in', async (tx, shift, now) => {
        if (await verifier.isReplay(tx, capture.idempotencyKey, shift.id, 'check_in')) {
          return null;
        }
        if (shift.assignment !== 'accepted') {
          throw conflict('accept_before_check_in');
        }
        if (shift.checkedInAt !== null) {
          throw conflict('checked_in');
        }
        const at = verifier.captureTime(capture, now);
        checkInTimeAllowed(shift, at);
        const verdict = await verifier.capture(tx, shift, 'check_in', capture, at, actor.userId);
        await writeRepo.checkIn(tx, shift.id, at, position(capture));
        return { details: { ...position(capture), ...verdict.details }, opened: verdict.opened };
      }),

    checkOut: async (actor: Actor, shiftId: number, capture: CheckOut, context: AuditContext) => {
      // Checked first: a refused image answers 422 before anything is locked or written.
      const signature =
        capture.signaturePng === undefined ? null : signatures.check(capture.signaturePng);
      return onOwnShift(actor, shiftId, context, 'shift.checked_out', async (tx, shift, now) => {
        if (await verifier.isReplay(tx, capture.idempotencyKey, shift.id, 'check_out')) {
          return null;
        }
        if (shift.checkedInAt === null) {
          throw conflict('check_in_before_check_out');
        }
        if (shift.checkedOutAt !== null) {
          throw conflict('checked_out');
        }
        const at = verifier.captureTime(capture, now);
        checkOutTimeAllowed(shift.checkedInAt, at);
        const verdict = await verifier.capture(tx, shift, 'check_out', capture, at, actor.userId);
        // The image is saved with the visit that names it, or not at all.
        if (signature !== null) {
          await signatures.save(tx, signature);
        }
        const confirmed = await verifier.confirm(tx, shift, capture, signature?.stored ?? null, at);
        await writeRepo.checkOut(tx, shift.id, at, position(capture));
        return {
          details: { ...position(capture), ...verdict.details, ...confirmed.details },
          opened: [...verdict.opened, ...confirmed.opened],
        };
      });
    },
  };
}

export type VisitService = ReturnType<typeof createVisitService>;
