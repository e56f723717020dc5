import { MedicationRoute, type MedicationWriteInput, medicationWriteSchema } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { createMedicationRepo } from '../../src/modules/care/medications/medicationRepo.ts';

const MINUTE_MS = 60_000;

/** A time `minutes` from now, on the whole minute (doses fall on whole minutes). */
export function minutesFromNow(minutes: number): Date {
  return new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS + minutes * MINUTE_MS);
}

/** `HH:MM` of a time in UTC, the zone test medications keep their schedule in. */
export const clockOf = (at: Date) => at.toISOString().slice(11, 16);

/** A day `days` from today (UTC), as `YYYY-MM-DD`. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid request body for a daily medication given at `times` (UTC), started two days ago. */
export function medicationInput(
  overrides: Partial<MedicationWriteInput> = {},
): MedicationWriteInput {
  return {
    name: 'Metoprolol',
    dose: '25 mg',
    route: MedicationRoute.oral,
    times: ['08:00', '20:00'],
    timeZone: 'UTC',
    startDate: dayFromToday(-2),
    prescriber: 'Dr. Osei',
    ...overrides,
  };
}

/** Stores a medication through the module's own writer, as the API would. */
export async function createMedication(
  db: Database,
  patientId: number,
  recordedBy: number,
  overrides: Partial<MedicationWriteInput> = {},
): Promise<number> {
  const input = medicationWriteSchema.parse(medicationInput(overrides));
  return createMedicationRepo(db).insert(db, patientId, input, recordedBy);
}
