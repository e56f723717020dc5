import { InvoiceSchedule, RoundingRule } from '@hearth/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
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

/**
 * The work of one claimed run: reads the agency's assessments, visits and what it already billed,
 * builds the drafts and exceptions, and writes them in one transaction with the replaced drafts'
 * removal, so a run that fails leaves nothing half written. One run of an agency at a time.
 */
export function createRunWork(db: Database, repo: RunRepo, settings: SettingsService) {
  async function build(run: RunRow): Promise<void> {
    const current = await settings.of(run.agencyId);
    const schedule = InvoiceSchedule.schema.parse(current.invoiceSchedule);
    const period = { start: run.periodStart, end: run.periodEnd };
    const pricing = await runPricingOf(db, repo, run, current.chargesSalesTax);
    await db.transaction(async (tx) => {
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
      await repo.progress(run.id, 0, visits.length);
      for (const assessment of assessments) {
        processed += builder.add(assessment, byAssessment.get(assessment.id) ?? [], period);
        if (processed - reported >= PROGRESS_EVERY) {
          reported = processed;
          await repo.progress(run.id, processed, visits.length);
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
    });
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
