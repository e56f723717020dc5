import { AssessmentStatus } from '@hearth/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  assessments,
  cities,
  patients,
  provinces,
  shifts,
  visitExceptions,
} from '../../src/db/schema/index.ts';
import { anyCareTypeId, createAssessment } from './assessments.ts';
import { createVisit } from './evv.ts';
import { createPatient, createPatientReferences } from './patients.ts';
import { createQualifiedCaregiver, createShiftAgency } from './shifts.ts';

const at = (instant: string) => new Date(instant);

/**
 * An agency's visits of March 2026 (Toronto: EST until 8 March, EDT after), each a case of the
 * visits report, named by what it shows:
 * - `lateNight`: planned 2026-03-02 04:30Z, the agency's 1 March; checked in, never out.
 * - `onTime`: 2 March, checked in 5 minutes after the start and out: completed.
 * - `late`: 4 March, checked in 40 minutes after the start and out: completed and late.
 * - `missed`: 9 March, nobody checked in; one EVV exception open, as the missed-visit job opens.
 * - `regional`: 10 March, another patient in a province of her own, whose booking has a payer and
 *   a care type; checked in 10 minutes late (on time) and out.
 * Beside them a cancelled visit in March and a visit of the agency's 1 April, neither counted.
 */
export async function createVisitsReportWorld(db: Database) {
  const world = await createShiftAgency(db);
  const { agencyId, patientId, assessmentId } = world;
  const ada = await createQualifiedCaregiver(db, agencyId, {
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const grace = await createQualifiedCaregiver(db, agencyId, {
    firstName: 'Grace',
    lastName: 'Hopper',
  });

  const references = await createPatientReferences(db);
  const regionalPatientId = await createPatient(db, agencyId, {
    firstName: 'Beatriz',
    lastName: 'Abbott',
    address: { cityId: references.cityId },
  });
  const careTypeId = await anyCareTypeId(db);
  const regionalAssessmentId = await createAssessment(db, {
    agencyId,
    patientId: regionalPatientId,
    status: AssessmentStatus.scheduled,
  });
  await db
    .update(assessments)
    .set({ billTo: 'payer', payerId: references.payerId, careTypeId })
    .where(eq(assessments.id, regionalAssessmentId));
  const [province] = await db
    .select({ code: provinces.code })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(eq(cities.id, references.cityId));
  if (province === undefined) {
    throw new Error('the patient has no province');
  }

  const visits = {
    lateNight: await createVisit(db, assessmentId, grace, {
      startsAt: at('2026-03-02T04:30:00Z'),
      endsAt: at('2026-03-02T05:30:00Z'),
      checkInAt: at('2026-03-02T04:31:00Z'),
    }),
    onTime: await createVisit(db, assessmentId, ada, {
      startsAt: at('2026-03-02T14:00:00Z'),
      endsAt: at('2026-03-02T17:00:00Z'),
      checkInAt: at('2026-03-02T14:05:00Z'),
      checkOutAt: at('2026-03-02T17:00:00Z'),
    }),
    late: await createVisit(db, assessmentId, ada, {
      startsAt: at('2026-03-04T14:00:00Z'),
      endsAt: at('2026-03-04T17:00:00Z'),
      checkInAt: at('2026-03-04T14:40:00Z'),
      checkOutAt: at('2026-03-04T17:00:00Z'),
    }),
    missed: await createVisit(db, assessmentId, ada, {
      startsAt: at('2026-03-09T13:00:00Z'),
      endsAt: at('2026-03-09T16:00:00Z'),
    }),
    regional: await createVisit(db, regionalAssessmentId, grace, {
      startsAt: at('2026-03-10T14:00:00Z'),
      endsAt: at('2026-03-10T16:00:00Z'),
      checkInAt: at('2026-03-10T14:10:00Z'),
      checkOutAt: at('2026-03-10T16:00:00Z'),
    }),
  };
  await db
    .insert(visitExceptions)
    .values({ shiftId: visits.missed, agencyId, kind: 'missed', phase: 'visit' });
  const cancelled = await createVisit(db, assessmentId, ada, {
    startsAt: at('2026-03-05T14:00:00Z'),
    endsAt: at('2026-03-05T17:00:00Z'),
  });
  await db.update(shifts).set({ cancelledAt: new Date() }).where(eq(shifts.id, cancelled));
  await createVisit(db, assessmentId, ada, {
    startsAt: at('2026-04-01T04:30:00Z'),
    endsAt: at('2026-04-01T05:30:00Z'),
  });

  const [patient] = await db
    .select({ name: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}` })
    .from(patients)
    .where(eq(patients.id, patientId));

  return {
    ...world,
    patientName: patient?.name,
    caregivers: { ada, grace },
    regional: {
      patientId: regionalPatientId,
      assessmentId: regionalAssessmentId,
      payerId: references.payerId,
      careTypeId,
      region: province.code,
    },
    visits,
  };
}

export type VisitsReportWorld = Awaited<ReturnType<typeof createVisitsReportWorld>>;
