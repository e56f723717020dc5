import { PatientStatus, type ReportFilter } from '@hearth/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  assessments,
  diagnoses,
  patientDiagnoses,
  patients,
  payers,
  shifts,
} from '../../../db/schema/index.ts';
import { agencyScoped } from '../agencyScoped.ts';
import type { ReportDefinition } from '../reportDefinition.ts';
import { pageWindowOf, reportOrderOf } from '../reportOrder.ts';
import { cityInRegion } from '../reportRegion.ts';
import type { ReportScope } from '../reportScope.ts';
import { agencyBucketOf, byBucket, qualified, seriesOf, withinAgencyDays } from '../reportSql.ts';

type Filter = ReportFilter<'patients'>;

const thisPatient = qualified(patients, patients.id);

/** The patients a filter reads: the scope's, narrowed by patient, payer, care type, region, status. */
function patientsOf(scope: ReportScope, filter: Filter): SQL | undefined {
  return and(
    agencyScoped(patients.agencyId, scope),
    filter.patientId === undefined ? undefined : eq(patients.id, filter.patientId),
    filter.payerId === undefined ? undefined : eq(patients.payerId, filter.payerId),
    filter.careTypeId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${assessments}
          WHERE ${qualified(assessments, assessments.patientId)} = ${thisPatient}
            AND ${qualified(assessments, assessments.careTypeId)} = ${filter.careTypeId})`,
    cityInRegion(qualified(patients, patients.cityId), filter.region),
    filter.status === undefined ? undefined : eq(patients.status, filter.status),
  );
}

/** Visits planned to start on the range's days, cancelled ones left out. */
const visitsIn = (range: Filter) =>
  sql<number>`(SELECT count(*)::int FROM ${shifts}
    WHERE ${shifts.patientId} = ${thisPatient} AND ${shifts.cancelledAt} IS NULL
      AND ${withinAgencyDays(shifts.startsAt, range)})`;

const nameOrder = sql`lower(${patients.lastName} || ' ' || ${patients.firstName})`;

export function createPatientsReport(db: Database): ReportDefinition<'patients'> {
  return {
    audiences: ['all', 'agency'],

    async rows({ scope, filter, page, perPage, sort }) {
      const where = patientsOf(scope, filter);
      const visits = visitsIn(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            patientId: patients.id,
            name: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
            status: patients.status,
            // Receiving care now: on hold and discharged patients have no visits to plan.
            active: sql<boolean>`${patients.status} = ${PatientStatus.active}`,
            payer: payers.name,
            diagnosis: diagnoses.code,
            visits,
          })
          .from(patients)
          .leftJoin(payers, eq(payers.id, patients.payerId))
          .leftJoin(
            patientDiagnoses,
            and(eq(patientDiagnoses.patientId, patients.id), eq(patientDiagnoses.primary, true)),
          )
          .leftJoin(diagnoses, eq(diagnoses.id, patientDiagnoses.diagnosisId))
          .where(where)
          .orderBy(
            ...reportOrderOf(
              sort,
              {
                name: nameOrder,
                status: patients.status,
                payer: sql`lower(${payers.name})`,
                diagnosis: diagnoses.code,
                visits,
              },
              [asc(nameOrder)],
              patients.id,
            ),
          )
          .limit(perPage)
          .offset(pageWindowOf({ page, perPage }).offset),
        db.select({ total: count() }).from(patients).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async graph({ scope, filter, bucket }) {
      const added = await db
        .select({
          bucket: agencyBucketOf(patients.createdAt, bucket),
          key: sql<string>`'newPatients'`,
          value: count(),
        })
        .from(patients)
        .where(and(patientsOf(scope, filter), withinAgencyDays(patients.createdAt, filter)))
        .groupBy(byBucket);
      return seriesOf(['newPatients'], filter, bucket, added);
    },
  };
}
