import type { VisitExceptionKind, VisitExceptionState, VisitPhase } from '@hearth/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { caregivers, patients, shifts, users, visitExceptions } from '../../../db/schema/index.ts';

type Writer = Pick<Database, 'insert'>;

/**
 * Whether a visit, the row of `shifts` of the query it is used in, has an EVV exception still
 * open: the one test of an unverified visit, for the invoice runs and the timesheets alike.
 * Written out in full: drizzle leaves columns unqualified in a one-table select, which would make
 * `id` inside the subquery the exception's own.
 */
export const hasOpenVisitException = sql<boolean>`EXISTS (SELECT 1 FROM visit_exceptions open WHERE open.shift_id = "shifts"."id" AND open.resolved_at IS NULL)`;

/** How many EVV exceptions a visit, the row of `shifts` of the query, still has open. */
export const openVisitExceptionCount = sql<number>`(SELECT count(*)::int FROM visit_exceptions open WHERE open.shift_id = "shifts"."id" AND open.resolved_at IS NULL)`;

export type NewException = {
  kind: VisitExceptionKind;
  phase: VisitPhase;
  reasonCode: string | null;
};

export type ExceptionFilter = {
  /** null: every agency (an admin). */
  agencyIds: readonly number[] | null;
  kind?: VisitExceptionKind | undefined;
  state: VisitExceptionState;
};

const columns = {
  id: visitExceptions.id,
  shiftId: visitExceptions.shiftId,
  agencyId: visitExceptions.agencyId,
  patientId: shifts.patientId,
  patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
  caregiverId: shifts.caregiverId,
  caregiverName: sql<string | null>`${caregivers.firstName} || ' ' || ${caregivers.lastName}`,
  startsAt: shifts.startsAt,
  kind: sql<VisitExceptionKind>`${visitExceptions.kind}`,
  phase: sql<VisitPhase>`${visitExceptions.phase}`,
  reasonCode: visitExceptions.reasonCode,
  createdAt: visitExceptions.createdAt,
  resolvedAt: visitExceptions.resolvedAt,
  resolvedById: visitExceptions.resolvedBy,
  resolvedByName: users.name,
  resolutionNote: visitExceptions.resolutionNote,
};

const selectExceptions = (reader: Pick<Database, 'select'>) =>
  reader
    .select(columns)
    .from(visitExceptions)
    .innerJoin(shifts, eq(shifts.id, visitExceptions.shiftId))
    .innerJoin(patients, eq(patients.id, shifts.patientId))
    .leftJoin(caregivers, eq(caregivers.id, shifts.caregiverId))
    .leftJoin(users, eq(users.id, visitExceptions.resolvedBy));

export type ExceptionRecord = Awaited<ReturnType<typeof selectExceptions>>[number];

function filterCondition(filter: ExceptionFilter): SQL | undefined {
  return and(
    filter.agencyIds === null
      ? undefined
      : inArray(visitExceptions.agencyId, [...filter.agencyIds]),
    filter.kind === undefined ? undefined : eq(visitExceptions.kind, filter.kind),
    filter.state === 'open'
      ? isNull(visitExceptions.resolvedAt)
      : filter.state === 'resolved'
        ? isNotNull(visitExceptions.resolvedAt)
        : undefined,
  );
}

/** Opens these exceptions of the shift; one of a kind already open or resolved is kept. */
export async function openExceptions(
  tx: Writer,
  shift: { id: number; agencyId: number },
  exceptions: readonly NewException[],
): Promise<{ id: number; kind: VisitExceptionKind }[]> {
  if (exceptions.length === 0) {
    return [];
  }
  const rows = await tx
    .insert(visitExceptions)
    .values(exceptions.map((item) => ({ ...item, shiftId: shift.id, agencyId: shift.agencyId })))
    .onConflictDoNothing()
    .returning({ id: visitExceptions.id, kind: visitExceptions.kind });
  return rows.map((row) => ({ id: row.id, kind: row.kind as VisitExceptionKind }));
}

export function createExceptionRepo(db: Database) {
  return {
    open: openExceptions,

    /** Unresolved first, then newest first. */
    async queue(filter: ExceptionFilter, page: { limit: number; offset: number }) {
      const where = filterCondition(filter);
      const [rows, [total]] = await Promise.all([
        selectExceptions(db)
          .where(where)
          .orderBy(
            asc(sql`${visitExceptions.resolvedAt} IS NOT NULL`),
            desc(visitExceptions.createdAt),
            desc(visitExceptions.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(visitExceptions).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async find(id: number): Promise<ExceptionRecord | undefined> {
      const [row] = await selectExceptions(db).where(eq(visitExceptions.id, id));
      return row;
    },

    async lock(tx: Transaction, id: number) {
      const [row] = await tx
        .select({
          id: visitExceptions.id,
          agencyId: visitExceptions.agencyId,
          shiftId: visitExceptions.shiftId,
          kind: visitExceptions.kind,
          resolvedAt: visitExceptions.resolvedAt,
        })
        .from(visitExceptions)
        .where(eq(visitExceptions.id, id))
        .for('update');
      return row;
    },

    /**
     * Settles the shift's open exceptions of these phases, and its `missed` alert, with one note;
     * returns what it settled.
     */
    async settleForMarks(
      tx: Transaction,
      shiftId: number,
      phases: readonly VisitPhase[],
      userId: number,
      note: string,
    ): Promise<{ id: number; kind: VisitExceptionKind }[]> {
      const rows = await tx
        .update(visitExceptions)
        .set({ resolvedAt: sql`now()`, resolvedBy: userId, resolutionNote: note })
        .where(
          and(
            eq(visitExceptions.shiftId, shiftId),
            isNull(visitExceptions.resolvedAt),
            or(inArray(visitExceptions.phase, [...phases]), eq(visitExceptions.kind, 'missed')),
          ),
        )
        .returning({ id: visitExceptions.id, kind: visitExceptions.kind });
      return rows.map((row) => ({ id: row.id, kind: row.kind as VisitExceptionKind }));
    },

    async resolve(tx: Transaction, id: number, userId: number, note: string): Promise<void> {
      await tx
        .update(visitExceptions)
        .set({ resolvedAt: sql`now()`, resolvedBy: userId, resolutionNote: note })
        .where(eq(visitExceptions.id, id));
    },
  };
}

export type ExceptionRepo = ReturnType<typeof createExceptionRepo>;
