import {
  type CheckIn,
  type CheckOut,
  captureInstant,
  needsReason,
  realtimeChannel,
  type VisitAttendanceChanged,
  VisitValidation,
} from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../../db/client.ts';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import type { Broadcaster } from '../../../platform/realtime/types.ts';
import type { ExceptionRepo, NewException } from './exceptionRepo.ts';
import type { StoredSignature } from './signatures.ts';
import { exceptionsOfVerdict, judgeMark } from './verdicts.ts';
import type { CapturePhase, VerificationRepo } from './verificationRepo.ts';

const invalid = (field: string, message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [message] });

/** What the verification reads of a shift, under its row lock. */
export type VerifiedShift = {
  id: number;
  agencyId: number;
  patientId: number;
  startsAt: Date;
  endsAt: Date;
};

export type Opened = {
  shiftId: number;
  agencyId: number;
  exceptions: { id: number; kind: NewException['kind'] }[];
};

/**
 * The checks of a check-in or check-out, inside the shift's transaction: the fence and the time
 * window, the reason they call for, the capture kept as it came, and the exceptions it opens.
 */
export function createVisitVerifier(
  repo: VerificationRepo,
  exceptions: ExceptionRepo,
  broadcaster: Broadcaster,
  log: FastifyBaseLogger,
) {
  return {
    /**
     * Whether this idempotency key was already used for this shift's `phase` (a replay: answer
     * the shift as it is, write nothing); a key used for anything else is a conflict.
     */
    async isReplay(
      tx: Transaction,
      key: string | undefined,
      shiftId: number,
      phase: CapturePhase,
    ): Promise<boolean> {
      if (key === undefined) {
        return false;
      }
      const used = await repo.captureByKey(tx, key);
      if (used === undefined) {
        return false;
      }
      if (used.shiftId !== shiftId || used.phase !== phase) {
        throw new AppError('conflict', 'capture_key_reused');
      }
      return true;
    },

    /**
     * The instant a capture records: the phone's for one taken offline (no later than the
     * server's clock allows for drift), the server's otherwise.
     */
    captureTime(capture: Pick<CheckIn, 'capturedOffline' | 'capturedAt'>, now: Date): Date {
      const at = captureInstant(capture, now);
      if (at === undefined) {
        throw invalid('capturedAt', VisitValidation.capturedInFuture);
      }
      return at;
    },

    /** Decides, records and opens exceptions for one capture; 422 when a reason is missing. */
    async capture(
      tx: Transaction,
      shift: VerifiedShift,
      phase: CapturePhase,
      capture: CheckIn,
      at: Date,
      userId: number,
    ) {
      const verdict = await judgeMark(repo, tx, shift, phase, { ...capture, at });
      if (needsReason(verdict.fence, verdict.timing) && capture.reasonCode === undefined) {
        throw invalid('reasonCode', VisitValidation.reasonRequired);
      }
      const reasonCode = capture.reasonCode ?? null;
      await repo.insertCapture(tx, {
        shiftId: shift.id,
        phase,
        at,
        latitude: capture.latitude,
        longitude: capture.longitude,
        accuracy: capture.accuracy,
        ...verdict,
        reasonCode,
        capturedOffline: capture.capturedOffline,
        idempotencyKey: capture.idempotencyKey ?? null,
        recordedBy: userId,
      });
      const found = exceptionsOfVerdict(verdict, phase, reasonCode);
      if (capture.capturedOffline) {
        found.push({ kind: 'offline', phase, reasonCode: null });
      }
      const opened = await exceptions.open(tx, shift, found);
      return {
        opened,
        details: {
          at: at.toISOString(),
          fence: verdict.fence,
          distanceMetres: verdict.distanceMetres,
          timing: verdict.timing,
          reasonCode,
          capturedOffline: capture.capturedOffline,
        },
      };
    },

    /** The client's confirmation at check-out; a missing signature opens an exception. */
    async confirm(
      tx: Transaction,
      shift: VerifiedShift,
      checkOut: Pick<CheckOut, 'signatureMissingReason' | 'taskIds'>,
      signature: StoredSignature | null,
      at: Date,
    ) {
      const taskIds = [...new Set(checkOut.taskIds)];
      const known = await repo.tasksOfPatient(tx, shift.patientId, taskIds);
      if (known.length !== taskIds.length) {
        throw invalid('taskIds', VisitValidation.unknownTasks);
      }
      const signatureMissingReason = checkOut.signatureMissingReason ?? null;
      await repo.insertConfirmation(tx, {
        shiftId: shift.id,
        signature: signature === null ? null : { ...signature, at },
        signatureMissingReason,
        taskIds,
      });
      const opened =
        signature === null
          ? await exceptions.open(tx, shift, [
              { kind: 'no_signature', phase: 'visit', reasonCode: signatureMissingReason },
            ])
          : [];
      return {
        opened,
        details: {
          signed: signature !== null,
          signatureSha256: signature?.sha256 ?? null,
          signatureMissingReason,
          taskIds,
        },
      };
    },

    /** After the commit: the agency's office hears of the new exceptions live. */
    async announce(opened: Opened): Promise<void> {
      if (opened.exceptions.length === 0) {
        return;
      }
      try {
        await broadcaster.broadcast(
          'VisitExceptionCreated',
          [realtimeChannel.agency(opened.agencyId)],
          {
            agencyId: opened.agencyId,
            shiftId: opened.shiftId,
            exceptionIds: opened.exceptions.map((item) => item.id),
            kinds: opened.exceptions.map((item) => item.kind),
          },
        );
      } catch (error) {
        // The exceptions are stored; only the live refresh of the queue is lost.
        log.warn({ err: error, shiftId: opened.shiftId }, 'visit exception not broadcast');
      }
    },

    /** After the commit: the agency's office hears that a caregiver checked in or out. */
    async announceAttendance(event: VisitAttendanceChanged): Promise<void> {
      try {
        await broadcaster.broadcast(
          'VisitAttendanceChanged',
          [realtimeChannel.agency(event.agencyId)],
          event,
        );
      } catch (error) {
        // The visit is stored; only the dashboard's live refresh is lost (it reads again on focus).
        log.warn({ err: error, shiftId: event.shiftId }, 'visit attendance not broadcast');
      }
    },
  };
}

export type VisitVerifier = ReturnType<typeof createVisitVerifier>;
