import type { Database } from '../../../db/client.ts';
import type { Verification } from '../verification/index.ts';
import type { ShiftWriteRepo } from './shiftWriteRepo.ts';

/**
 * Marks as missed the shifts nobody checked in to in time and opens a `missed` exception on each
 * in the same transaction, then tells each agency's office live. `agencyIds` undefined: every
 * agency (the job). Returns how many shifts were newly marked.
 */
export function createMissedVisits(
  db: Database,
  writeRepo: ShiftWriteRepo,
  verification: Pick<Verification, 'openMissed' | 'verifier'>,
) {
  return async (agencyIds?: readonly number[]): Promise<number> => {
    const opened = await db.transaction(async (tx) =>
      verification.openMissed(tx, await writeRepo.markMissed(tx, agencyIds)),
    );
    for (const shift of opened) {
      await verification.verifier.announce(shift);
    }
    return opened.length;
  };
}

export type MarkMissedVisits = ReturnType<typeof createMissedVisits>;
