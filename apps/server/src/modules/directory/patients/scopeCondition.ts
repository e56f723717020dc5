import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { patientCareTeam, patients } from '../../../db/schema/index.ts';
import type { PatientScope } from './policy.ts';

/**
 * Who reaches which patient, as SQL over `patients`. Every module that reads a patient's records
 * (medications, care plan) narrows by this one condition, so the patients' rule is said once.
 */
export function patientScopeCondition(scope: PatientScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agencies':
      return inArray(patients.agencyId, [...scope.agencyIds]);
    case 'careTeam':
      return and(
        inArray(patients.agencyId, [...scope.agencyIds]),
        sql`EXISTS (SELECT 1 FROM ${patientCareTeam} WHERE ${patientCareTeam.patientId} = ${patients.id} AND ${patientCareTeam.userId} = ${scope.userId})`,
      );
    case 'partner':
      return eq(patients.partnerId, scope.partnerId);
    case 'none':
      return sql`false`;
  }
}
