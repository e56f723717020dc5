import { type CareBillingSettingsWrite, InvoiceSchedule, RoundingRule } from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../../db/client.ts';
import type { SettingsService } from '../settings/settingsService.ts';
import { billedLedgerOf } from './billedLedger.ts';
import { createDraftBuilder, type RunVisit } from './draftBuilder.ts';
import { placementDraft } from './placementDrafts.ts';
import { daysReached, runPlanOf } from './runPlan.ts';
import { runPricingOf } from './runPricing.ts';
import type { RunRepo, RunRow } from './runRepo.ts';

function visitsByAssessment(visits: readonly RunVisit[]): Map<number, RunVisit[]> {
  const groups = new Map<number, RunVisit[]>();
  for (const visit of visits) {
    const group = groups.get(visit.assessmentId);
    if (group) {
      group.push(visit);
    } else {
      groups.set(visit.assessmentId, [visit]);
    }
  }
  return groups;
}

/** How many visits between two progress writes: often enough for the page, rarely for the database. */
const PROGRESS_EVERY = 200;

/** Called as the work advances, so a page can show how far a run has come. */
export type ReportProgress = (processedVisits: number, totalVisits: number) => Promise<void>;

/**
 * Bills one run inside the caller's transaction: reads the agency's assessments, visits and what
 * it already billed, removes the drafts the run replaces, writes its drafts and exceptions and
 * marks it finished. The caller holds the transaction, so a run that fails leaves nothing half
 * written; the agency's lock keeps one run of an agency at a time.
 */
export async function billRun(
  tx: Transaction,
  repo: RunRepo,
  run: RunRow,
  current: CareBillingSettingsWrite,
  report: ReportProgress,
): Promise<void> {
  const schedule = InvoiceSchedule.schema.parse(current.invoiceSchedule);
  const period = { start: run.periodStart, end: run.periodEnd };
  const pricing = await runPricingOf(tx, repo, run, current.chargesSalesTax);
  await repo.lockAgency(tx, run.agencyId);
  const replaced = await repo.samePeriodRuns(tx, run);
  await repo.deleteDrafts(tx, replaced);
  const assessments = await repo.assessments(tx, run.agencyId);
  const reach = daysReached(
    assessments.map((assessment) => runPlanOf(assessment, schedule, period)),
    period,
  );
  const visits = await repo.visits(tx, run.agencyId, reach.start, reach.end);
  const byAssessment = visitsByAssessment(visits);
  const ledger = billedLedgerOf(await repo.billedLines(tx, run.agencyId));
  const builder = createDraftBuilder(
    {
      schedule,
      billedTime: {
        roundingRule: RoundingRule.schema.parse(current.roundingRule),
        incrementMinutes: current.incrementMinutes,
      },
    },
    ledger,
  );
  let processed = 0;
  let reported = 0;
  await report(0, visits.length);
  for (const assessment of assessments) {
    processed += builder.add(assessment, byAssessment.get(assessment.id) ?? [], period);
    if (processed - reported >= PROGRESS_EVERY) {
      reported = processed;
      await report(processed, visits.length);
    }
  }
  const { drafts, exceptions } = builder.result();
  // Then the agency's hubs' placements: one run bills its visits and its residents alike.
  for (const placement of await repo.placements(tx, run.agencyId)) {
    const draft = placementDraft(placement, period, ledger);
    if (draft) {
      drafts.push(draft);
    }
  }
  await repo.insertDrafts(tx, run, pricing, drafts);
  await repo.insertExceptions(tx, run.id, exceptions);
  await repo.finish(tx, run.id, visits.length);
}

/** Claims runs and bills them in the background, each in a transaction of its own. */
export function createRunWork(db: Database, repo: RunRepo, settings: SettingsService) {
  async function build(run: RunRow): Promise<void> {
    const current = await settings.of(run.agencyId);
    // Progress is written outside the run's transaction, so the page sees it as it advances.
    await db.transaction((tx) =>
      billRun(tx, repo, run, current, (processed, total) =>
        repo.progress(run.id, processed, total),
      ),
    );
  }

  /** Does a claimed run's work; a failure marks it failed, its transaction undone. */
  async function perform(run: RunRow, log: FastifyBaseLogger): Promise<void> {
    try {
      await build(run);
    } catch (error) {
      log.error({ err: error, runId: run.id }, 'invoice run failed');
      await repo.markFailed(run.id);
    }
  }

  return {
    /** Runs a just-started run on this node, if no other node took it first. */
    async runNow(runId: number, log: FastifyBaseLogger): Promise<void> {
      const run = await repo.claim(runId);
      if (run) {
        await perform(run, log);
      }
    },

    /** Takes and runs every run left queued or stopped midway (a restart); returns how many. */
    async sweep(log: FastifyBaseLogger): Promise<number> {
      let count = 0;
      for (let run = await repo.claimAbandoned(); run; run = await repo.claimAbandoned()) {
        await perform(run, log);
        count += 1;
      }
      return count;
    },
  };
}

export type RunWork = ReturnType<typeof createRunWork>;
