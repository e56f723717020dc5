import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database, Transaction } from '../../../db/client.ts';
import type { Broadcaster } from '../../../platform/realtime/types.ts';
import { createExceptionRepo } from './exceptionRepo.ts';
import { createExceptionService } from './exceptionService.ts';
import { createMarkReview } from './markReview.ts';
import { verificationRoutes } from './routes.ts';
import { createSettingsService } from './settingsService.ts';
import { createVerificationRepo } from './verificationRepo.ts';
import { createVisitVerifier, type Opened } from './verifier.ts';

export { hasOpenVisitException, openVisitExceptionCount } from './exceptionRepo.ts';
export type { MarkReview } from './markReview.ts';
export { reachesAgency as reachesAgencyChannel } from './policy.ts';
export { createSignatureStore, type SignatureStore } from './signatures.ts';
export type { Opened, VerifiedShift, VisitVerifier } from './verifier.ts';

export type VerificationParts = {
  db: Database;
  broadcaster: Broadcaster;
  log: FastifyBaseLogger;
};

/**
 * Visit verification (EVV): what the shifts module asks at each check-in and check-out (the
 * verifier), the missed visits' exceptions, and the agency's routes (settings, a client's
 * pin, the exceptions queue).
 */
export function createVerification({ db, broadcaster, log }: VerificationParts) {
  const repo = createVerificationRepo(db);
  const exceptionRepo = createExceptionRepo(db);
  const verifier = createVisitVerifier(repo, exceptionRepo, broadcaster, log);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(verificationRoutes, {
      settings: createSettingsService(db, repo),
      exceptions: createExceptionService(db, exceptionRepo),
    });
  };
  return {
    verifier,
    /** What an agency's correction of a visit asks: verdicts before and after, exceptions settled. */
    markReview: createMarkReview(repo, exceptionRepo),
    /** Where a shift's signature is stored, if it has one. */
    signatureKeyOf: repo.signatureKey,
    /**
     * In the transaction that marked them: a `missed` exception on each of these shifts (one
     * already open is kept). Announce the result with `verifier.announce` after the commit.
     */
    async openMissed(
      tx: Transaction,
      shifts: readonly { id: number; agencyId: number }[],
    ): Promise<Opened[]> {
      const opened: Opened[] = [];
      for (const shift of shifts) {
        const exceptions = await exceptionRepo.open(tx, shift, [
          { kind: 'missed', phase: 'visit', reasonCode: null },
        ]);
        opened.push({ shiftId: shift.id, agencyId: shift.agencyId, exceptions });
      }
      return opened;
    },
    routes,
  };
}

export type Verification = ReturnType<typeof createVerification>;
