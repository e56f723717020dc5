import {
  type AssessmentBillingFrequency,
  AssessmentRateUnit,
  CARE_TIME_ZONE,
  type CareInvoiceLineKind,
  type CareInvoiceRecipient,
  type CareInvoiceStatus,
  SharedLivingBillingFrequency,
  type VisitBillingException,
} from '@hearth/domain';
import { and, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import {
  agencies,
  agencyProfiles,
  assessments,
  caregivers,
  careInvoiceLines,
  careInvoiceRunExceptions,
  careInvoiceRuns,
  careInvoices,
  cities,
  patients,
  payers,
  provinces,
  sharedLivingHubs,
  sharedLivingReferrals,
  shifts,
  visitChanges,
} from '../../../db/schema/index.ts';
import { hasOpenVisitException } from '../../care/verification/index.ts';
import type { BilledLineRow } from './billedLedger.ts';
import type { Draft, RunAssessment, RunException, RunVisit } from './draftBuilder.ts';
import type { RunPlacement } from './placementDrafts.ts';
import { type RunPricing, taxedDraft } from './runPricing.ts';

export type RunRow = typeof careInvoiceRuns.$inferSelect & {
  draftCount: number;
  exceptionCount: number;
};

const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${CARE_TIME_ZONE}`;

const personName = (table: typeof patients | typeof caregivers | typeof sharedLivingReferrals) =>
  sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

// Correlated counts name their tables: drizzle leaves columns unqualified in a one-table select.
const draftCount = sql<number>`(SELECT count(*)::int FROM care_invoices drafted WHERE drafted.run_id = care_invoice_runs.id)`;
const exceptionCount = sql<number>`(SELECT count(*)::int FROM care_invoice_run_exceptions listed WHERE listed.run_id = care_invoice_runs.id)`;

/** A run that has not been touched for this long while running was stopped midway. */
const STALLED_AFTER = sql`interval '5 minutes'`;

/** On the pool, or wholly inside a transaction the caller holds (the demo seeds through one). */
export function createRunRepo(db: Database | Transaction) {
  const runSelection = {
    run: careInvoiceRuns,
    draftCount,
    exceptionCount,
  };
  const flatten = ({
    run,
    ...counts
  }: { run: typeof careInvoiceRuns.$inferSelect } & {
    draftCount: number;
    exceptionCount: number;
  }): RunRow => ({ ...run, ...counts });

  return {
    async insert(
      tx: Transaction,
      values: { agencyId: number; periodStart: string; periodEnd: string; startedBy: number },
    ): Promise<RunRow> {
      const [row] = await tx.insert(careInvoiceRuns).values(values).returning();
      if (row === undefined) {
        throw new Error('The run was not written');
      }
      return { ...row, draftCount: 0, exceptionCount: 0 };
    },

    async page(
      agencyId: number | undefined,
      { page, perPage }: { page: number; perPage: number },
    ): Promise<{ rows: RunRow[]; total: number }> {
      const where = agencyId === undefined ? undefined : eq(careInvoiceRuns.agencyId, agencyId);
      const rows = await db
        .select(runSelection)
        .from(careInvoiceRuns)
        .where(where)
        .orderBy(desc(careInvoiceRuns.createdAt), desc(careInvoiceRuns.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(careInvoiceRuns)
        .where(where);
      return { rows: rows.map(flatten), total: count?.total ?? 0 };
    },

    async find(runId: number): Promise<RunRow | undefined> {
      const [row] = await db
        .select(runSelection)
        .from(careInvoiceRuns)
        .where(eq(careInvoiceRuns.id, runId));
      return row && flatten(row);
    },

    async drafts(runId: number) {
      return db
        .select({
          invoiceId: careInvoices.id,
          recipient: sql<CareInvoiceRecipient>`${careInvoices.recipient}`,
          status: sql<CareInvoiceStatus>`${careInvoices.status}`,
          payerId: careInvoices.payerId,
          payerName: payers.name,
          patientId: careInvoices.patientId,
          patientName: sql<string | null>`${personName(patients)}`,
          referralId: careInvoices.referralId,
          residentName: sql<string | null>`${personName(sharedLivingReferrals)}`,
          totalCents: careInvoices.totalCents,
          currency: careInvoices.currency,
          lineCount: sql<number>`(SELECT count(*)::int FROM care_invoice_lines line WHERE line.invoice_id = care_invoices.id)`,
        })
        .from(careInvoices)
        .leftJoin(patients, eq(patients.id, careInvoices.patientId))
        .leftJoin(sharedLivingReferrals, eq(sharedLivingReferrals.id, careInvoices.referralId))
        .leftJoin(payers, eq(payers.id, careInvoices.payerId))
        .where(eq(careInvoices.runId, runId))
        .orderBy(
          careInvoices.recipient,
          sql`coalesce(${patients.lastName}, ${sharedLivingReferrals.lastName})`,
          sql`coalesce(${patients.firstName}, ${sharedLivingReferrals.firstName})`,
          careInvoices.id,
        );
    },

    async exceptions(runId: number) {
      return db
        .select({
          shiftId: shifts.id,
          reasons: sql<VisitBillingException[]>`${careInvoiceRunExceptions.reasons}`,
          patientId: shifts.patientId,
          patientName: personName(patients),
          caregiverId: shifts.caregiverId,
          caregiverName: sql<
            string | null
          >`${caregivers.firstName} || ' ' || ${caregivers.lastName}`,
          plannedStart: shifts.startsAt,
          plannedEnd: shifts.endsAt,
          checkedInAt: shifts.checkedInAt,
          checkedOutAt: shifts.checkedOutAt,
        })
        .from(careInvoiceRunExceptions)
        .innerJoin(shifts, eq(shifts.id, careInvoiceRunExceptions.shiftId))
        .innerJoin(patients, eq(patients.id, shifts.patientId))
        .leftJoin(caregivers, eq(caregivers.id, shifts.caregiverId))
        .where(eq(careInvoiceRunExceptions.runId, runId))
        .orderBy(shifts.startsAt, shifts.id);
    },

    /** Takes a queued run for this node; undefined when another node took it first. */
    async claim(runId: number): Promise<RunRow | undefined> {
      const [row] = await db
        .update(careInvoiceRuns)
        .set({ status: 'running', heartbeatAt: new Date() })
        .where(and(eq(careInvoiceRuns.id, runId), eq(careInvoiceRuns.status, 'queued')))
        .returning();
      return row && { ...row, draftCount: 0, exceptionCount: 0 };
    },

    /**
     * Takes the oldest run nobody is working on: queued, or stopped midway. Taking a run another
     * node queued a moment ago is harmless: the claim is atomic and either node bills it alike.
     */
    async claimAbandoned(): Promise<RunRow | undefined> {
      const rows = await db.execute<{ id: number }>(sql`
        UPDATE ${careInvoiceRuns} SET status = 'running', heartbeat_at = now()
        WHERE id = (
          SELECT id FROM ${careInvoiceRuns}
          WHERE status = 'queued'
             OR (status = 'running' AND heartbeat_at < now() - ${STALLED_AFTER})
          ORDER BY created_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id`);
      const id = rows.rows[0]?.id;
      return id === undefined ? undefined : this.find(id);
    },

    async progress(runId: number, processedVisits: number, totalVisits: number): Promise<void> {
      await db
        .update(careInvoiceRuns)
        .set({ processedVisits, totalVisits, heartbeatAt: new Date() })
        .where(eq(careInvoiceRuns.id, runId));
    },

    async markFailed(runId: number): Promise<void> {
      await db
        .update(careInvoiceRuns)
        .set({ status: 'failed', finishedAt: new Date() })
        .where(eq(careInvoiceRuns.id, runId));
    },

    async agencyExists(agencyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.id, agencyId));
      return row !== undefined;
    },

    /** One run of an agency at a time: the drafts it replaces and the ledger it reads hold still. */
    async lockAgency(tx: Transaction, agencyId: number): Promise<void> {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('care-invoice-run'), ${agencyId})`,
      );
    },

    /** The country and province of the agency's address, when it has one. */
    async agencyRegion(
      reader: Database | Transaction,
      agencyId: number,
    ): Promise<{ country: string; province: string } | undefined> {
      const [row] = await reader
        .select({ country: provinces.country, province: provinces.code })
        .from(agencyProfiles)
        .innerJoin(cities, eq(cities.id, agencyProfiles.cityId))
        .innerJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(eq(agencyProfiles.agencyId, agencyId));
      return row;
    },

    async assessments(tx: Transaction, agencyId: number): Promise<RunAssessment[]> {
      const rows = await tx
        .select({
          id: assessments.id,
          patientId: assessments.patientId,
          rateCents: assessments.rateCents,
          rateUnit: assessments.rateUnit,
          billingFrequency: assessments.billingFrequency,
          startDate: assessments.startDate,
          billTo: assessments.billTo,
          payerId: assessments.payerId,
          payerShareBasisPoints: assessments.payerShareBasisPoints,
        })
        .from(assessments)
        .where(and(eq(assessments.agencyId, agencyId), isNotNull(assessments.patientId)))
        .orderBy(assessments.id);
      return rows.map((row) => ({
        ...row,
        patientId: row.patientId ?? 0,
        rateUnit: AssessmentRateUnit.schema.nullable().parse(row.rateUnit),
        billingFrequency: (row.billingFrequency ?? 'none') as AssessmentBillingFrequency,
        billTo: row.billTo as RunAssessment['billTo'],
      }));
    },

    /**
     * The placements of the agency's own hubs with a home, a move-in day, a billing frequency and
     * a rate: what its runs bill. A partner's hub is not the agency's to bill.
     */
    async placements(tx: Transaction, agencyId: number): Promise<RunPlacement[]> {
      const rows = await tx
        .select({
          referralId: sharedLivingReferrals.id,
          billingFrequency: sharedLivingReferrals.billingFrequency,
          rateCents: sharedLivingReferrals.rateCents,
          moveInOn: sharedLivingReferrals.moveInOn,
          moveOutOn: sharedLivingReferrals.moveOutOn,
        })
        .from(sharedLivingReferrals)
        .innerJoin(sharedLivingHubs, eq(sharedLivingHubs.id, sharedLivingReferrals.hubId))
        .where(
          and(
            eq(sharedLivingHubs.agencyId, agencyId),
            isNotNull(sharedLivingReferrals.homeId),
            isNotNull(sharedLivingReferrals.moveInOn),
            isNotNull(sharedLivingReferrals.billingFrequency),
            isNotNull(sharedLivingReferrals.rateCents),
          ),
        )
        .orderBy(sharedLivingReferrals.id);
      return rows.flatMap(({ billingFrequency, rateCents, moveInOn, ...row }) =>
        billingFrequency === null || rateCents === null || moveInOn === null
          ? []
          : [
              {
                ...row,
                moveInOn,
                rateCents,
                billingFrequency: SharedLivingBillingFrequency.schema.parse(billingFrequency),
              },
            ],
      );
    },

    /** The agency's visits planned on the days from `from` up to `to`, with their EVV state. */
    async visits(tx: Transaction, agencyId: number, from: string, to: string): Promise<RunVisit[]> {
      const rows = await tx
        .select({
          shiftId: shifts.id,
          assessmentId: shifts.assessmentId,
          startsAt: shifts.startsAt,
          endsAt: shifts.endsAt,
          checkedInAt: shifts.checkedInAt,
          checkedOutAt: shifts.checkedOutAt,
          cancelledAt: shifts.cancelledAt,
          lastEditedAt:
            sql<Date | null>`(SELECT max(change.changed_at) FROM visit_changes change WHERE change.shift_id = shifts.id)`.mapWith(
              visitChanges.changedAt,
            ),
          hasOpenEvvException: hasOpenVisitException,
        })
        .from(shifts)
        .where(
          and(
            eq(shifts.agencyId, agencyId),
            sql`${shifts.startsAt} >= ${dayStart(from)}`,
            sql`${shifts.startsAt} < ${dayStart(to)}`,
          ),
        )
        .orderBy(shifts.startsAt, shifts.id);
      return rows.map(({ cancelledAt, ...row }) => ({ ...row, cancelled: cancelledAt !== null }));
    },

    /** The earlier runs of the same agency and period, whose drafts this run replaces. */
    async samePeriodRuns(tx: Transaction, run: RunRow): Promise<number[]> {
      const rows = await tx
        .select({ id: careInvoiceRuns.id })
        .from(careInvoiceRuns)
        .where(
          and(
            eq(careInvoiceRuns.agencyId, run.agencyId),
            eq(careInvoiceRuns.periodStart, run.periodStart),
            eq(careInvoiceRuns.periodEnd, run.periodEnd),
            ne(careInvoiceRuns.id, run.id),
          ),
        );
      return rows.map((row) => row.id);
    },

    async deleteDrafts(tx: Transaction, runIds: number[]): Promise<void> {
      if (runIds.length > 0) {
        await tx
          .delete(careInvoices)
          .where(and(inArray(careInvoices.runId, runIds), eq(careInvoices.status, 'draft')));
      }
    },

    /** Every line of the agency's invoices that still stand (not voided). */
    async billedLines(tx: Transaction, agencyId: number): Promise<BilledLineRow[]> {
      const rows = await tx
        .select({
          kind: careInvoiceLines.kind,
          assessmentId: careInvoiceLines.assessmentId,
          referralId: careInvoiceLines.referralId,
          shiftId: careInvoiceLines.shiftId,
          serviceDate: careInvoiceLines.serviceDate,
          amountCents: careInvoiceLines.amountCents,
          issuedAt: careInvoices.issuedAt,
        })
        .from(careInvoiceLines)
        .innerJoin(careInvoices, eq(careInvoices.id, careInvoiceLines.invoiceId))
        .where(
          and(eq(careInvoices.agencyId, agencyId), notInArray(careInvoices.status, ['voided'])),
        );
      return rows.map((row) => ({ ...row, kind: row.kind as CareInvoiceLineKind }));
    },

    async insertDrafts(
      tx: Transaction,
      run: RunRow,
      pricing: RunPricing,
      drafts: readonly Draft[],
    ): Promise<void> {
      for (const draft of drafts) {
        const subtotalCents = draft.lines.reduce((sum, line) => sum + line.amountCents, 0);
        const [invoice] = await tx
          .insert(careInvoices)
          .values({
            agencyId: run.agencyId,
            runId: run.id,
            recipient: draft.recipient,
            payerId: draft.payerId,
            patientId: draft.patientId,
            referralId: draft.referralId,
            periodStart: run.periodStart,
            periodEnd: run.periodEnd,
            currency: pricing.currency,
            subtotalCents,
            ...taxedDraft(subtotalCents, pricing),
          })
          .returning({ id: careInvoices.id });
        if (invoice === undefined) {
          throw new Error('The draft was not written');
        }
        await tx.insert(careInvoiceLines).values(
          draft.lines.map((line, index) => ({
            ...line,
            invoiceId: invoice.id,
            position: index + 1,
          })),
        );
      }
    },

    async insertExceptions(tx: Transaction, runId: number, exceptions: readonly RunException[]) {
      const byShift = new Map(exceptions.map((exception) => [exception.shiftId, exception]));
      if (byShift.size > 0) {
        await tx
          .insert(careInvoiceRunExceptions)
          .values([...byShift.values()].map((exception) => ({ runId, ...exception })));
      }
    },

    async finish(tx: Transaction, runId: number, totalVisits: number): Promise<void> {
      await tx
        .update(careInvoiceRuns)
        .set({
          status: 'finished',
          totalVisits,
          processedVisits: totalVisits,
          finishedAt: new Date(),
          heartbeatAt: new Date(),
        })
        .where(eq(careInvoiceRuns.id, runId));
    },
  };
}

export type RunRepo = ReturnType<typeof createRunRepo>;
