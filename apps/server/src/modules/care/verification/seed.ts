import type { MarkVerdict, VisitReasonCode } from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import { type NewException, openExceptions } from './exceptionRepo.ts';
import { exceptionsOfVerdict, type JudgedMark, type JudgedShift, judgeMark } from './verdicts.ts';
import { type CapturePhase, createVerificationRepo } from './verificationRepo.ts';

/**
 * For demo seeders, in their transaction: opens these exceptions on seeded shifts (a missed
 * visit, an out-of-fence check-in), as the check-in and the missed-visit job would; one already
 * there is kept. Returns how many were new.
 */
export async function seedVisitExceptions(
  tx: Pick<Database, 'insert'>,
  shifts: readonly { id: number; agencyId: number }[],
  exception: NewException,
): Promise<number> {
  let opened = 0;
  for (const shift of shifts) {
    opened += (await openExceptions(tx, shift, [exception])).length;
  }
  return opened;
}

/**
 * For demo seeders, in their transaction: the capture a seeded check-in or check-out would have
 * had, judged by the same fence and window as a phone's, and the exceptions its verdict opens.
 */
export async function seedVisitCapture(
  tx: Transaction,
  shift: JudgedShift & { id: number },
  phase: CapturePhase,
  mark: JudgedMark,
  by: { userId: number; reasonCode: VisitReasonCode | null },
): Promise<MarkVerdict> {
  const repo = createVerificationRepo(tx);
  const verdict = await judgeMark(repo, tx, shift, phase, mark);
  await repo.insertCapture(tx, {
    shiftId: shift.id,
    phase,
    ...mark,
    ...verdict,
    reasonCode: by.reasonCode,
    capturedOffline: false,
    idempotencyKey: null,
    recordedBy: by.userId,
  });
  await openExceptions(tx, shift, exceptionsOfVerdict(verdict, phase, by.reasonCode));
  return verdict;
}
