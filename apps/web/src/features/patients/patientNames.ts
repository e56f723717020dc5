import type { PatientSummary } from '@hearth/domain';

/** "Margaret Thompson", as lists and headings name a patient. */
export function fullName(patient: Pick<PatientSummary, 'firstName' | 'lastName'>): string {
  return `${patient.firstName} ${patient.lastName}`;
}

/** Whole years since `dateOfBirth` (YYYY-MM-DD) on `today`. */
export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  const birthdayPassed =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
}
