import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

// The spec names no genders; these are what Canadian and US health forms commonly offer. The codes
// are words, as with every enumeration we invented: nothing older to stay in step with.
export const Gender = defineEnumeration('gender', {
  female: 'female',
  male: 'male',
  nonBinary: 'nonBinary',
  other: 'other',
  undisclosed: 'undisclosed',
});
export type Gender = CodeOf<typeof Gender>;

/**
 * Where a patient stands with their agency. On hold: still a client, but visits are paused (a
 * hospital stay, a trip). Discharged: no longer served; the record stays, as health records must.
 */
export const PatientStatus = defineEnumeration('patientStatus', {
  active: 'active',
  onHold: 'onHold',
  discharged: 'discharged',
});
export type PatientStatus = CodeOf<typeof PatientStatus>;

/**
 * The activities of daily living an agency rates a level of assistance (0 to 7) for: the Katz
 * index's six (bathing, dressing, toileting, transferring, continence, eating) plus grooming and
 * walking about, which home-care visits plan for as well. In the order care plans list them.
 */
export const DailyActivity = defineEnumeration('dailyActivity', {
  bathing: 'bathing',
  dressing: 'dressing',
  grooming: 'grooming',
  toileting: 'toileting',
  continence: 'continence',
  transferring: 'transferring',
  mobility: 'mobility',
  eating: 'eating',
});
export type DailyActivity = CodeOf<typeof DailyActivity>;
