import { ProfessionRank } from './postings.ts';

/**
 * The care services a care-plan task is for, each with the lowest profession rank that sees it:
 * personal support workers the base set (daily living), registered practical nurses also the
 * stable, predictable nursing tasks, registered nurses (and above) everything, including the
 * complex and assessing work. Caregivers off the ladder or without a recorded profession see the
 * base set.
 */
export const CARE_SERVICE_MIN_RANK = {
  bathing: ProfessionRank.psw,
  dressing: ProfessionRank.psw,
  toileting: ProfessionRank.psw,
  mobility: ProfessionRank.psw,
  mealPreparation: ProfessionRank.psw,
  feeding: ProfessionRank.psw,
  housekeeping: ProfessionRank.psw,
  companionship: ProfessionRank.psw,
  medicationReminder: ProfessionRank.psw,
  vitalSigns: ProfessionRank.rpn,
  medicationAdministration: ProfessionRank.rpn,
  bloodGlucose: ProfessionRank.rpn,
  simpleWoundCare: ProfessionRank.rpn,
  complexWoundCare: ProfessionRank.rn,
  catheterCare: ProfessionRank.rn,
  injections: ProfessionRank.rn,
  nursingAssessment: ProfessionRank.rn,
} as const;

export type CareService = keyof typeof CARE_SERVICE_MIN_RANK;
export const CARE_SERVICES = Object.keys(CARE_SERVICE_MIN_RANK) as CareService[];

/** The services a caregiver of `rank` sees (null: off the nursing ladder or none recorded). */
export function careServicesForRank(rank: number | null): CareService[] {
  const effective = rank ?? ProfessionRank.psw;
  return CARE_SERVICES.filter((service) => CARE_SERVICE_MIN_RANK[service] <= effective);
}
