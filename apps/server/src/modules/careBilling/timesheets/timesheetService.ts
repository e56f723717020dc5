import {
  type MyTimesheet,
  type PayPeriod,
  payPeriodOf,
  type Timesheet,
  type TimesheetDetail,
  type TimesheetListQuery,
  type TimesheetRevision,
  TimesheetValidation,
  type TimesheetVisit,
} from '@hearth/domain';
import type { Database, Transaction } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { canChangeAgencyBilling, canSeeAgencyBilling, isOwnAgencyCaregiver } from '../policy.ts';
import { approvedVisit, differs, liveVisit, totalsOf } from './timesheetFigures.ts';
import type { LiveVisitRow, RevisionRow, TimesheetRepo } from './timesheetRepo.ts';

// Timesheets: a draft is computed from the visits as they stand; approving stores the visits and
// totals as revision 1, and each revision after it a new snapshot with its reason, the earlier
// ones kept. Each revision and its audit row commit together.

/** Whose timesheets an actor may see at an agency: all of them, or one caregiver's own. */
type Reach = { caregiverId?: number };

const notFound = () => new AppError('not_found', 'timesheet_not_found');

function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

function revisionOf(row: RevisionRow): TimesheetRevision {
  return {
    revision: row.revision,
    reason: row.reason,
    approvedBy: row.approverName === null ? null : { id: row.approvedBy, name: row.approverName },
    approvedAt: row.approvedAt.toISOString(),
    visitCount: row.visitCount,
    verifiedMinutes: row.verifiedMinutes,
  };
}

type Parts = {
  agencyId: number;
  caregiver: { id: number; name: string };
  period: PayPeriod;
  live: TimesheetVisit[];
  latest: RevisionRow | undefined;
  approved: TimesheetVisit[];
};

function summaryOf({ agencyId, caregiver, period, live, latest, approved }: Parts): Timesheet {
  const liveTotals = totalsOf(live);
  const base = {
    agencyId,
    caregiver,
    periodStart: period.start,
    periodEnd: period.end,
    mileageKm: null,
    exceptionCount: liveTotals.exceptionCount,
  };
  if (latest === undefined) {
    return {
      ...base,
      status: 'draft',
      revision: null,
      visitCount: liveTotals.visitCount,
      verifiedMinutes: liveTotals.verifiedMinutes,
      changedSinceApproval: false,
      approvedAt: null,
    };
  }
  return {
    ...base,
    status: latest.revision === 1 ? 'approved' : 'revised',
    revision: latest.revision,
    visitCount: latest.visitCount,
    verifiedMinutes: latest.verifiedMinutes,
    mileageKm: latest.mileageKm,
    changedSinceApproval: differs(approved, live),
    approvedAt: latest.approvedAt.toISOString(),
  };
}

export function createTimesheetService(db: Database, repo: TimesheetRepo) {
  /** Whose timesheets the actor may see at the agency; 404 when the agency is not theirs. */
  async function reachOf(actor: Actor, agencyId: number): Promise<Reach> {
    if (canSeeAgencyBilling(actor, agencyId)) {
      if (!(await repo.agencyExists(agencyId))) {
        throw notFound();
      }
      return {};
    }
    const own = isOwnAgencyCaregiver(actor, agencyId)
      ? await repo.caregiverOfUser(agencyId, actor.userId)
      : undefined;
    if (own === undefined) {
      throw notFound();
    }
    return { caregiverId: own };
  }

  async function visibleCaregiver(actor: Actor, agencyId: number, caregiverId: number) {
    const reach = await reachOf(actor, agencyId);
    const name =
      reach.caregiverId === undefined || reach.caregiverId === caregiverId
        ? await repo.caregiverName(agencyId, caregiverId)
        : undefined;
    if (name === undefined) {
      throw notFound();
    }
    return { id: caregiverId, name };
  }

  async function detail(
    reader: Database | Transaction,
    agencyId: number,
    caregiver: { id: number; name: string },
    period: PayPeriod,
  ): Promise<TimesheetDetail> {
    const [liveRows, revisionRows] = await Promise.all([
      repo.liveVisits(reader, agencyId, period, caregiver.id),
      repo.revisions(reader, agencyId, period.start, caregiver.id),
    ]);
    const live = liveRows.map(liveVisit);
    const latest = revisionRows[0];
    const approved =
      latest === undefined ? [] : (await repo.revisionVisits([latest.id])).map(approvedVisit);
    return {
      ...summaryOf({ agencyId, caregiver, period, live, latest, approved }),
      visits: latest === undefined ? live : approved,
      revisions: revisionRows.map(revisionOf),
    };
  }

  /** Stores the caregiver's visits as they stand as the period's next revision. */
  async function snapshot(
    actor: Actor,
    agencyId: number,
    caregiverId: number,
    periodStart: string,
    change: { reason: string | null; context: AuditContext },
  ): Promise<TimesheetDetail> {
    const caregiver = await visibleCaregiver(actor, agencyId, caregiverId);
    if (!canChangeAgencyBilling(actor, agencyId)) {
      throw new AppError('forbidden', 'owner_approves_timesheets');
    }
    const period = payPeriodOf(periodStart);
    const revising = change.reason !== null;
    await db.transaction(async (tx) => {
      await repo.lockPeriod(tx, agencyId, period.start, caregiverId);
      const [latest] = await repo.revisions(tx, agencyId, period.start, caregiverId);
      if (!revising && latest !== undefined) {
        throw new AppError('conflict', 'timesheet_approved');
      }
      if (revising && latest === undefined) {
        throw new AppError('conflict', 'timesheet_not_approved');
      }
      const visits = (await repo.liveVisits(tx, agencyId, period, caregiverId)).map(liveVisit);
      const totals = totalsOf(visits);
      if (totals.exceptionCount > 0) {
        throw new AppError(
          'validation_failed',
          { code: 'timesheet_unverified_visits', params: { count: totals.exceptionCount } },
          { visits: [TimesheetValidation.hasExceptions] },
        );
      }
      const revision = (latest?.revision ?? 0) + 1;
      await repo.insertRevision(
        tx,
        {
          agencyId,
          caregiverId,
          periodStart: period.start,
          periodEnd: period.end,
          revision,
          reason: change.reason,
          visitCount: totals.visitCount,
          verifiedMinutes: totals.verifiedMinutes,
          mileageKm: null,
          approvedBy: actor.userId,
        },
        visits.map(paidVisitOf),
      );
      await writeAudit(tx, change.context, {
        action: revising ? 'careBilling.timesheet.revised' : 'careBilling.timesheet.approved',
        subjectType: 'caregiver',
        subjectId: caregiverId,
        agencyId,
        details: {
          periodStart: period.start,
          revision,
          visitCount: totals.visitCount,
          verifiedMinutes: totals.verifiedMinutes,
          ...(latest === undefined
            ? {}
            : {
                previous: {
                  visitCount: latest.visitCount,
                  verifiedMinutes: latest.verifiedMinutes,
                },
              }),
        },
      });
    });
    return detail(db, agencyId, caregiver, period);
  }

  async function timesheetsOf(
    agencyId: number,
    period: PayPeriod,
    caregiverId: number | undefined,
  ): Promise<Timesheet[]> {
    const [liveRows, revisionRows] = await Promise.all([
      repo.liveVisits(db, agencyId, period, caregiverId),
      repo.revisions(db, agencyId, period.start, caregiverId),
    ]);
    const latestOf = new Map<number, RevisionRow>();
    for (const row of revisionRows) {
      if (!latestOf.has(row.caregiverId)) {
        latestOf.set(row.caregiverId, row);
      }
    }
    const approvedRows = await repo.revisionVisits([...latestOf.values()].map((row) => row.id));
    const approvedOf = groupBy(approvedRows, (row) => row.revisionId);
    const liveOf = groupBy(liveRows, (row: LiveVisitRow) => row.caregiverId);
    const names = new Map<number, string>([
      ...revisionRows.map((row): [number, string] => [row.caregiverId, row.caregiverName]),
      ...liveRows.map((row): [number, string] => [row.caregiverId, row.caregiverName]),
    ]);
    return [...names]
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([id, name]) => {
        const latest = latestOf.get(id);
        return summaryOf({
          agencyId,
          caregiver: { id, name },
          period,
          live: (liveOf.get(id) ?? []).map(liveVisit),
          latest,
          approved:
            latest === undefined ? [] : (approvedOf.get(latest.id) ?? []).map(approvedVisit),
        });
      });
  }

  return {
    /** One timesheet per caregiver with visits in the period, or an approval of it, by name. */
    async list(actor: Actor, agencyId: number, query: TimesheetListQuery) {
      const reach = await reachOf(actor, agencyId);
      const period = payPeriodOf(query.periodStart);
      const all = await timesheetsOf(agencyId, period, reach.caregiverId);
      const offset = (query.page - 1) * query.perPage;
      return { rows: all.slice(offset, offset + query.perPage), total: all.length };
    },

    async show(actor: Actor, agencyId: number, caregiverId: number, periodStart: string) {
      const caregiver = await visibleCaregiver(actor, agencyId, caregiverId);
      return detail(db, agencyId, caregiver, payPeriodOf(periodStart));
    },

    approve(
      actor: Actor,
      agencyId: number,
      caregiverId: number,
      periodStart: string,
      context: AuditContext,
    ) {
      return snapshot(actor, agencyId, caregiverId, periodStart, { reason: null, context });
    },

    revise(
      actor: Actor,
      agencyId: number,
      caregiverId: number,
      input: { periodStart: string; reason: string },
      context: AuditContext,
    ) {
      return snapshot(actor, agencyId, caregiverId, input.periodStart, {
        reason: input.reason,
        context,
      });
    },

    /**
     * The signed-in caregiver's own timesheets of a period, one per agency they work for, each as
     * the agency's detail shows it: read-only, since only the agency approves.
     */
    async mine(actor: Actor, periodStart: string): Promise<MyTimesheet[]> {
      const period = payPeriodOf(periodStart);
      if (actor.agencyIds.length === 0) {
        return [];
      }
      const profiles = await repo.profilesOfUser(actor.userId, actor.agencyIds);
      return Promise.all(
        profiles.map(async (profile) => ({
          ...(await detail(
            db,
            profile.agencyId,
            { id: profile.caregiverId, name: profile.caregiverName },
            period,
          )),
          agency: { id: profile.agencyId, name: profile.agencyName },
        })),
      );
    },

    /** The period's approved timesheets (their latest revision), for the payroll file. */
    async approved(actor: Actor, agencyId: number, periodStart: string): Promise<Timesheet[]> {
      const reach = await reachOf(actor, agencyId);
      const all = await timesheetsOf(agencyId, payPeriodOf(periodStart), reach.caregiverId);
      return all.filter((timesheet) => timesheet.status !== 'draft');
    },
  };
}

function paidVisitOf(visit: TimesheetVisit) {
  if (visit.checkInAt === null || visit.checkOutAt === null || visit.verifiedMinutes === null) {
    throw new Error('only a visit with verified time is approved');
  }
  return {
    shiftId: visit.shiftId,
    patientId: visit.patient.id,
    serviceDate: visit.serviceDate,
    checkInAt: new Date(visit.checkInAt),
    checkOutAt: new Date(visit.checkOutAt),
    verifiedMinutes: visit.verifiedMinutes,
  };
}

export type TimesheetService = ReturnType<typeof createTimesheetService>;
