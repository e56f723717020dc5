import {
  type FenceOutcome,
  type GeoPoint,
  type MarkVerdict,
  type SignatureMissingReason,
  type TimingOutcome,
  VISIT_VERIFICATION_DEFAULTS,
  type VisitReasonCode,
  type VisitVerificationSettings,
} from '@hearth/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import {
  agencies,
  cities,
  patients,
  patientTasks,
  visitCaptures,
  visitConfirmations,
  visitVerificationSettings,
} from '../../../db/schema/index.ts';

type Reader = Pick<Database, 'select'>;

export type CapturePhase = 'check_in' | 'check_out';

/** Where the fence is drawn: the patient's own point, else their city's from the gazetteer. */
export type ServiceLocation = GeoPoint & { source: 'address' | 'city' };

export type CaptureRow = {
  shiftId: number;
  phase: CapturePhase;
  at: Date;
  latitude: number;
  longitude: number;
  accuracy: number;
  distanceMetres: number | null;
  fenceRadiusMetres: number;
  fence: FenceOutcome;
  timing: TimingOutcome;
  reasonCode: VisitReasonCode | null;
  capturedOffline: boolean;
  idempotencyKey: string | null;
  recordedBy: number;
};

export type ConfirmationRow = {
  shiftId: number;
  signature: { key: string; sha256: string; at: Date } | null;
  signatureMissingReason: SignatureMissingReason | null;
  taskIds: number[];
};

export function createVerificationRepo(db: Reader) {
  return {
    async agencyExists(agencyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: agencies.id })
        .from(agencies)
        .where(eq(agencies.id, agencyId));
      return row !== undefined;
    },

    async settings(reader: Reader, agencyId: number): Promise<VisitVerificationSettings> {
      const [row] = await reader
        .select({
          fenceRadiusMetres: visitVerificationSettings.fenceRadiusMetres,
          earlyWindowMinutes: visitVerificationSettings.earlyWindowMinutes,
          lateWindowMinutes: visitVerificationSettings.lateWindowMinutes,
        })
        .from(visitVerificationSettings)
        .where(eq(visitVerificationSettings.agencyId, agencyId));
      return row ?? { ...VISIT_VERIFICATION_DEFAULTS };
    },

    async saveSettings(
      tx: Transaction,
      agencyId: number,
      settings: VisitVerificationSettings,
      userId: number,
    ): Promise<void> {
      const values = { ...settings, updatedBy: userId, updatedAt: sql`now()` };
      await tx
        .insert(visitVerificationSettings)
        .values({ agencyId, ...values })
        .onConflictDoUpdate({ target: visitVerificationSettings.agencyId, set: values });
    },

    async serviceLocation(reader: Reader, patientId: number): Promise<ServiceLocation | null> {
      const [row] = await reader
        .select({
          latitude: patients.latitude,
          longitude: patients.longitude,
          cityLatitude: cities.latitude,
          cityLongitude: cities.longitude,
        })
        .from(patients)
        .leftJoin(cities, eq(cities.id, patients.cityId))
        .where(eq(patients.id, patientId));
      if (row?.latitude != null && row.longitude != null) {
        return { latitude: row.latitude, longitude: row.longitude, source: 'address' };
      }
      if (row?.cityLatitude != null && row.cityLongitude != null) {
        return { latitude: row.cityLatitude, longitude: row.cityLongitude, source: 'city' };
      }
      return null;
    },

    /** The patient's agency, locked for the pin's change; undefined when out of `scope`. */
    async lockPatient(tx: Transaction, patientId: number, scope: SQL | undefined) {
      const [row] = await tx
        .select({ id: patients.id, agencyId: patients.agencyId })
        .from(patients)
        .where(and(eq(patients.id, patientId), scope))
        .for('update');
      return row;
    },

    async setPatientPoint(tx: Transaction, patientId: number, point: GeoPoint): Promise<void> {
      await tx
        .update(patients)
        .set({ latitude: point.latitude, longitude: point.longitude, updatedAt: sql`now()` })
        .where(eq(patients.id, patientId));
    },

    /** The capture stored under this idempotency key, if one was. */
    async captureByKey(reader: Reader, key: string) {
      const [row] = await reader
        .select({ shiftId: visitCaptures.shiftId, phase: visitCaptures.phase })
        .from(visitCaptures)
        .where(eq(visitCaptures.idempotencyKey, key));
      return row;
    },

    /** The verdict recorded with the caregiver's capture of this phase, if there was one. */
    async captureVerdict(
      reader: Reader,
      shiftId: number,
      phase: CapturePhase,
    ): Promise<MarkVerdict | null> {
      const [row] = await reader
        .select({
          fence: sql<FenceOutcome>`${visitCaptures.fence}`,
          distanceMetres: visitCaptures.distanceMetres,
          fenceRadiusMetres: visitCaptures.fenceRadiusMetres,
          timing: sql<TimingOutcome>`${visitCaptures.timing}`,
        })
        .from(visitCaptures)
        .where(and(eq(visitCaptures.shiftId, shiftId), eq(visitCaptures.phase, phase)));
      return row ?? null;
    },

    async insertCapture(tx: Transaction, capture: CaptureRow): Promise<void> {
      await tx.insert(visitCaptures).values(capture);
    },

    async insertConfirmation(tx: Transaction, confirmation: ConfirmationRow): Promise<void> {
      await tx.insert(visitConfirmations).values({
        shiftId: confirmation.shiftId,
        signatureKey: confirmation.signature?.key ?? null,
        signatureSha256: confirmation.signature?.sha256 ?? null,
        signedAt: confirmation.signature?.at ?? null,
        signatureMissingReason: confirmation.signatureMissingReason,
        taskIds: confirmation.taskIds,
      });
    },

    /** Which of these ids are tasks of the patient's care plan. */
    async tasksOfPatient(reader: Reader, patientId: number, taskIds: readonly number[]) {
      if (taskIds.length === 0) {
        return [];
      }
      const rows = await reader
        .select({ id: patientTasks.id })
        .from(patientTasks)
        .where(and(eq(patientTasks.patientId, patientId), inArray(patientTasks.id, [...taskIds])));
      return rows.map((row) => row.id);
    },

    async signatureKey(shiftId: number): Promise<string | null> {
      const [row] = await db
        .select({ key: visitConfirmations.signatureKey })
        .from(visitConfirmations)
        .where(eq(visitConfirmations.shiftId, shiftId));
      return row?.key ?? null;
    },
  };
}

export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
