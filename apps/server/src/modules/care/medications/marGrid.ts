import type { Administration, MarRow, Medication } from '@hearth/domain';

// Builds the grid from what the repos read: a pure function, so its rules read on their own.

type Dose = { medicationId: number; scheduledFor: Date };

/** Each original entry followed by its corrections, oldest first: the last one is in force. */
function chains(entries: Administration[]): Administration[][] {
  const correctionOf = new Map<number, Administration>();
  for (const entry of entries) {
    if (entry.correctsId !== null) {
      correctionOf.set(entry.correctsId, entry);
    }
  }
  return entries
    .filter((entry) => entry.correctsId === null)
    .map((original) => {
      const chain = [original];
      for (let next = correctionOf.get(original.id); next; next = correctionOf.get(next.id)) {
        chain.push(next);
      }
      return chain;
    });
}

const doseKey = (medicationId: number, at: string) => `${medicationId}@${at}`;

/**
 * One row per medication that has anything in the range: its scheduled doses (and any dose
 * recorded at a time the schedule no longer has, so no entry ever drops out of sight) and its
 * as-needed doses.
 */
export function buildMarRows(
  medications: Medication[],
  doses: Dose[],
  entries: Administration[],
): MarRow[] {
  const scheduled = new Map<string, Administration[]>();
  const prn = new Map<number, Administration[][]>();
  for (const chain of chains(entries)) {
    const [original] = chain;
    if (original === undefined) {
      continue;
    }
    if (original.scheduledFor === null) {
      prn.set(original.medicationId, [...(prn.get(original.medicationId) ?? []), chain]);
    } else {
      scheduled.set(doseKey(original.medicationId, original.scheduledFor), chain);
    }
  }
  const times = new Map<number, Set<string>>();
  const addTime = (medicationId: number, at: string) => {
    times.set(medicationId, (times.get(medicationId) ?? new Set()).add(at));
  };
  for (const dose of doses) {
    addTime(dose.medicationId, dose.scheduledFor.toISOString());
  }
  for (const entry of entries) {
    if (entry.correctsId === null && entry.scheduledFor !== null) {
      addTime(entry.medicationId, entry.scheduledFor);
    }
  }
  return medications
    .map((medication) => ({
      medication,
      doses: [...(times.get(medication.id) ?? [])].sort().map((at) => ({
        scheduledFor: at,
        entries: scheduled.get(doseKey(medication.id, at)) ?? [],
      })),
      prnDoses: prn.get(medication.id) ?? [],
    }))
    .filter(
      (row) =>
        row.doses.length > 0 ||
        row.prnDoses.length > 0 ||
        (row.medication.prn && row.medication.discontinuedAt === null),
    );
}
