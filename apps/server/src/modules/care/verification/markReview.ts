import type { MarkVerdict, VisitChangeReason, VisitChangeResolution } from '@hearth/domain';
import type { Transaction } from '../../../db/client.ts';
import type { ExceptionRepo } from './exceptionRepo.ts';
import { type JudgedMark, type JudgedShift, judgeMark } from './verdicts.ts';
import type { CapturePhase, VerificationRepo } from './verificationRepo.ts';

/** The agency's correction an exception was settled by, as its resolution note names it. */
export type SettlingChange = {
  changeIds: readonly number[];
  reason: VisitChangeReason;
  resolution: VisitChangeResolution;
  note: string | null;
};

/** Names the change in the note the settled exceptions keep: ids and codes, then its words. */
export function settlementNote(change: SettlingChange): string {
  const ids = change.changeIds.map((id) => `#${id}`).join(', ');
  const named = `Visit change ${ids} (${change.reason}, ${change.resolution})`;
  return change.note === null ? named : `${named}: ${change.note}`;
}

/**
 * What visit maintenance asks of verification when the agency corrects a mark: the verdict the
 * caregiver's capture got, the verdict of the corrected mark, and the settling of the exceptions
 * the correction answers.
 */
export function createMarkReview(
  repo: Pick<VerificationRepo, 'settings' | 'serviceLocation' | 'captureVerdict'>,
  exceptions: Pick<ExceptionRepo, 'settleForMarks'>,
) {
  return {
    captureVerdict: (
      tx: Transaction,
      shiftId: number,
      phase: CapturePhase,
    ): Promise<MarkVerdict | null> => repo.captureVerdict(tx, shiftId, phase),

    /** The corrected mark judged as a capture would be, under the agency's settings now. */
    judge: (tx: Transaction, shift: JudgedShift, phase: CapturePhase, mark: JudgedMark) =>
      judgeMark(repo, tx, shift, phase, mark),

    /**
     * Settles the visit's open exceptions the correction answers: those of each corrected phase
     * (the agency has looked at that mark and given a resolution code) and the visit's `missed`
     * alert (the agency has now recorded the visit). A `no_signature` stays: a time or place
     * corrected is no client's confirmation.
     */
    settle: (
      tx: Transaction,
      shiftId: number,
      phases: readonly CapturePhase[],
      userId: number,
      change: SettlingChange,
    ) => exceptions.settleForMarks(tx, shiftId, phases, userId, settlementNote(change)),
  };
}

export type MarkReview = ReturnType<typeof createMarkReview>;
