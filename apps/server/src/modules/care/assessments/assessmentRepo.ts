import type {
  AssessmentBillingFrequency,
  AssessmentBillTo,
  AssessmentRateUnit,
  AssessmentSort,
  AssessmentStatus,
  ListingService,
  Locale,
  PaymentFlag,
  WeekDay,
} from '@hearth/domain';
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
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  assessmentScheduleSlots,
  assessmentStatusChanges,
  assessments,
  careTypes,
  patientSearchText,
  patients,
  payers,
  users,
} from '../../../db/schema/index.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { everyWordIn } from '../../../platform/db/textSearch.ts';
import { hasAcceptedShift } from './assessmentWriteRepo.ts';
import type { AssessmentScope } from './policy.ts';

type Reader = Pick<Database, 'select'>;

export type AssessmentFilter = {
  status: readonly AssessmentStatus[];
  patient?: number | undefined;
  careType?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

function scopeCondition(scope: AssessmentScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agencies':
      return inArray(assessments.agencyId, [...scope.agencyIds]);
    case 'partner':
      return eq(patients.partnerId, scope.partnerId);
    case 'none':
      return sql`false`;
  }
}

/** Assessments whose dates overlap the period; one without a start date has no dates to match. */
function periodCondition(from: string | undefined, to: string | undefined): SQL | undefined {
  if (from === undefined && to === undefined) {
    return undefined;
  }
  return and(
    isNotNull(assessments.startDate),
    from === undefined
      ? undefined
      : or(isNull(assessments.endDate), sql`${assessments.endDate} >= ${from}`),
    to === undefined ? undefined : sql`${assessments.startDate} <= ${to}`,
  );
}

function filterCondition(scope: AssessmentScope, filter: AssessmentFilter): SQL | undefined {
  return and(
    scopeCondition(scope),
    filter.status.length > 0 ? inArray(assessments.status, [...filter.status]) : undefined,
    filter.patient === undefined ? undefined : eq(assessments.patientId, filter.patient),
    filter.careType === undefined ? undefined : eq(assessments.careTypeId, filter.careType),
    periodCondition(filter.from, filter.to),
    filter.q ? everyWordIn(patientSearchText(patients), filter.q) : undefined,
  );
}

const byPatient = [asc(patients.lastName), asc(patients.firstName)];
const orderings: Record<AssessmentSort, SQL[]> = {
  startDate: [sql`${assessments.startDate} ASC NULLS LAST`],
  '-startDate': [sql`${assessments.startDate} DESC NULLS LAST`],
  createdAt: [asc(assessments.createdAt)],
  '-createdAt': [desc(assessments.createdAt)],
  updatedAt: [asc(assessments.updatedAt)],
  '-updatedAt': [desc(assessments.updatedAt)],
  patient: byPatient,
  '-patient': [desc(patients.lastName), desc(patients.firstName)],
  status: [asc(assessments.status)],
  '-status': [desc(assessments.status)],
};

const columns = (locale: Locale) => ({
  id: assessments.id,
  status: sql<AssessmentStatus>`${assessments.status}`,
  agencyId: assessments.agencyId,
  agencyName: agencies.name,
  patientId: assessments.patientId,
  patientName: sql<string | null>`${patients.firstName} || ' ' || ${patients.lastName}`,
  patientPartnerId: patients.partnerId,
  careTypeId: assessments.careTypeId,
  careTypeName: sql<string | null>`${labelIn(careTypes.labels, locale)}`,
  services: sql<ListingService[]>`${assessments.services}`,
  startDate: assessments.startDate,
  endDate: assessments.endDate,
  rateCents: assessments.rateCents,
  rateUnit: sql<AssessmentRateUnit | null>`${assessments.rateUnit}`,
  billingFrequency: sql<AssessmentBillingFrequency | null>`${assessments.billingFrequency}`,
  paymentStatus: sql<PaymentFlag>`${assessments.paymentStatus}`,
  billTo: sql<AssessmentBillTo>`${assessments.billTo}`,
  payerId: assessments.payerId,
  payerName: payers.name,
  payerShareBasisPoints: assessments.payerShareBasisPoints,
  notes: assessments.notes,
  createdAt: assessments.createdAt,
  updatedAt: assessments.updatedAt,
  hasAcceptedShift,
});

/** Assessments joined to every record whose name they show (and the patient scope reads). */
const selectNamed = (reader: Reader, locale: Locale) =>
  reader
    .select(columns(locale))
    .from(assessments)
    .innerJoin(agencies, eq(agencies.id, assessments.agencyId))
    .leftJoin(patients, eq(patients.id, assessments.patientId))
    .leftJoin(careTypes, eq(careTypes.id, assessments.careTypeId))
    .leftJoin(payers, eq(payers.id, assessments.payerId));

async function childrenOf(reader: Reader, assessmentId: number) {
  const [schedule, history] = await Promise.all([
    reader
      .select({
        weekDay: sql<WeekDay>`${assessmentScheduleSlots.weekDay}`,
        // `24:00` stays `24:00`: PostgreSQL keeps it as the end of the day.
        start: sql<string>`to_char(${assessmentScheduleSlots.startsAt}, 'HH24:MI')`,
        end: sql<string>`to_char(${assessmentScheduleSlots.endsAt}, 'HH24:MI')`,
      })
      .from(assessmentScheduleSlots)
      .where(eq(assessmentScheduleSlots.assessmentId, assessmentId))
      .orderBy(asc(assessmentScheduleSlots.weekDay), asc(assessmentScheduleSlots.startsAt)),
    reader
      .select({
        id: assessmentStatusChanges.id,
        from: sql<AssessmentStatus | null>`${assessmentStatusChanges.fromStatus}`,
        to: sql<AssessmentStatus>`${assessmentStatusChanges.toStatus}`,
        changedById: assessmentStatusChanges.changedBy,
        changedByName: users.name,
        changedAt: assessmentStatusChanges.changedAt,
        reason: assessmentStatusChanges.reason,
      })
      .from(assessmentStatusChanges)
      .leftJoin(users, eq(users.id, assessmentStatusChanges.changedBy))
      .where(eq(assessmentStatusChanges.assessmentId, assessmentId))
      .orderBy(asc(assessmentStatusChanges.changedAt), asc(assessmentStatusChanges.id)),
  ]);
  return { schedule, history };
}

export function createAssessmentRepo(db: Database) {
  return {
    async list(
      scope: AssessmentScope,
      filter: AssessmentFilter,
      sort: AssessmentSort,
      page: { limit: number; offset: number },
      locale: Locale,
    ) {
      const where = filterCondition(scope, filter);
      const [rows, [total]] = await Promise.all([
        selectNamed(db, locale)
          .where(where)
          .orderBy(...orderings[sort], desc(assessments.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(assessments)
          .leftJoin(patients, eq(patients.id, assessments.patientId))
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The assessment with its schedule and history, if `scope` lets it be seen. */
    async findVisible(scope: AssessmentScope, id: number, locale: Locale) {
      const [row] = await selectNamed(db, locale).where(
        and(eq(assessments.id, id), scopeCondition(scope)),
      );
      return row && { ...row, ...(await childrenOf(db, id)) };
    },
  };
}

export type AssessmentRepo = ReturnType<typeof createAssessmentRepo>;
export type AssessmentSummaryRecord = Awaited<ReturnType<AssessmentRepo['list']>>['rows'][number];
export type AssessmentRecord = NonNullable<Awaited<ReturnType<AssessmentRepo['findVisible']>>>;
