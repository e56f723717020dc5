import {
  addDays,
  type CareInvoiceRunListQuery,
  type CareInvoiceRunStart,
  careDay,
  daysBetween,
  INVOICE_RUN_MAX_DAYS,
} from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import { canSeeAgencyBilling } from '../policy.ts';
import { agencyCurrencyOf } from './runPricing.ts';
import type { RunRepo, RunRow } from './runRepo.ts';
import type { RunWork } from './runWork.ts';

const invalidPeriod = (message: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { periodEnd: [message] });

/** A period a run may bill: no longer than two months, and over by today (agency day). */
function checkPeriod({ periodStart, periodEnd }: CareInvoiceRunStart, now: Date): void {
  if (daysBetween(periodStart, periodEnd) > INVOICE_RUN_MAX_DAYS) {
    throw invalidPeriod({ code: 'run_too_long', params: { days: INVOICE_RUN_MAX_DAYS } });
  }
  if (periodEnd > addDays(careDay(now), 1)) {
    throw invalidPeriod('run_ends_in_future');
  }
}

export function createRunService(db: Database, repo: RunRepo, work: RunWork) {
  const inFlight = new Set<Promise<void>>();

  const notFound = () => new AppError('not_found', 'invoice_run_not_found');

  async function visibleRun(actor: Actor, runId: number): Promise<RunRow> {
    const run = await repo.find(runId);
    if (run === undefined || !canSeeAgencyBilling(actor, run.agencyId)) {
      throw notFound();
    }
    return run;
  }

  return {
    /** Queues a run, audited with it, then starts its work on this node after the commit. */
    async start(
      actor: Actor,
      input: CareInvoiceRunStart,
      context: AuditContext,
      log: FastifyBaseLogger,
    ): Promise<RunRow> {
      if (
        !canSeeAgencyBilling(actor, input.agencyId) ||
        !(await repo.agencyExists(input.agencyId))
      ) {
        throw new AppError('not_found', 'agency_not_found');
      }
      checkPeriod(input, new Date());
      const run = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, { ...input, startedBy: actor.userId });
        await writeAudit(tx, context, {
          action: 'careBilling.run.started',
          subjectType: 'careInvoiceRun',
          subjectId: row.id,
          agencyId: row.agencyId,
          details: { periodStart: row.periodStart, periodEnd: row.periodEnd },
        });
        return row;
      });
      const working = work.runNow(run.id, log).catch((error: unknown) => {
        // The sweep takes the run up again; the caller already has its queued run.
        log.error({ err: error, runId: run.id }, 'invoice run not started');
      });
      inFlight.add(working);
      void working.finally(() => inFlight.delete(working));
      return run;
    },

    async list(actor: Actor, query: CareInvoiceRunListQuery) {
      const agencyId =
        actor.agencyIds.length > 0 && query.agencyId === undefined
          ? actor.agencyIds[0]
          : query.agencyId;
      if (agencyId !== undefined && !canSeeAgencyBilling(actor, agencyId)) {
        throw new AppError('not_found', 'agency_not_found');
      }
      return repo.page(agencyId, query);
    },

    async show(actor: Actor, runId: number) {
      const run = await visibleRun(actor, runId);
      const [drafts, exceptions, currency] = await Promise.all([
        repo.drafts(run.id),
        repo.exceptions(run.id),
        agencyCurrencyOf(db, repo, run.agencyId),
      ]);
      return { run, drafts, exceptions, currency };
    },

    /** Takes up, in the background, the runs no node is working on (this node just started). */
    resume(log: FastifyBaseLogger): void {
      const working = work
        .sweep(log)
        .then(() => undefined)
        .catch((error: unknown) => {
          log.error({ err: error }, 'invoice runs not resumed');
        });
      inFlight.add(working);
      void working.finally(() => inFlight.delete(working));
    },

    /** Lets the runs started on this node finish before it closes. */
    settle: async (): Promise<void> => {
      await Promise.all(inFlight);
    },
  };
}

export type RunService = ReturnType<typeof createRunService>;
