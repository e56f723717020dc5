import { Competency } from '../enums/care.ts';
import type { Skill } from '../enums/caregivers.ts';
import { CaregiverStatus } from '../enums/identity.ts';
import type { ListingService } from '../enums/listings.ts';

// Shifts: the visits an assessment's weekly schedule turns into, who is assigned to each and the
// rules a caregiver must meet to be assigned. The server decides with these; the web explains them.

/** Where a shift's assignment stands; only offered and accepted ones hold the caregiver's time. */
export const SHIFT_ASSIGNMENTS = ['unassigned', 'offered', 'accepted', 'declined'] as const;
export type ShiftAssignment = (typeof SHIFT_ASSIGNMENTS)[number];
export const BOOKING_ASSIGNMENTS: readonly ShiftAssignment[] = ['offered', 'accepted'];

/**
 * Shifts are generated and shown in one zone: every agency we serve is in Ontario, so wall-clock
 * schedule times ("Mondays 09:00") are read in Toronto time and stored as UTC instants.
 */
export const CARE_TIME_ZONE = 'America/Toronto';

const careDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CARE_TIME_ZONE });

/** The day an instant falls on where the agencies are (`CARE_TIME_ZONE`), as YYYY-MM-DD. */
export const careDay = (instant: Date | string = new Date()): string =>
  careDateFormat.format(new Date(instant));

/** How far ahead shifts are generated when the assessment has no end date (or a later one). */
export const SHIFT_GENERATION_DAYS = 28;

/** A caregiver may check in this early before the shift starts (travel, parking). */
export const CHECK_IN_EARLY_MINUTES = 60;

/** A shift nobody has checked in to this long after its start is a missed visit. */
export const MISSED_AFTER_MINUTES = 15;

/** The calendar shows at most a month and a bit (a month view padded to whole weeks). */
export const CALENDAR_MAX_DAYS = 62;

/** Profession ladder ranks (reference `professions.rank`): psw 1 < rpn 2 < rn 3. */
const rank = { psw: 1, rpn: 2 } as const;

type ServiceNeed = { rank: number | null; skills: readonly Skill[] };

/**
 * What each booked service needs of the caregiver: a place on the profession ladder and a rated
 * competency (novice or better) in the skills it uses. Company and errands need no licence.
 */
export const SERVICE_NEEDS: Record<ListingService, ServiceNeed> = {
  'personal-care': { rank: rank.psw, skills: ['personalCare'] },
  companionship: { rank: null, skills: [] },
  'meal-preparation': { rank: null, skills: ['mealPreparation'] },
  'medication-reminders': { rank: rank.psw, skills: ['medicationAdministration'] },
  nursing: { rank: rank.rpn, skills: ['medicationAdministration'] },
  respite: { rank: rank.psw, skills: ['personalCare'] },
  'private-room': { rank: null, skills: [] },
  'shared-meals': { rank: null, skills: [] },
  'supported-living': { rank: rank.psw, skills: [] },
  transportation: { rank: null, skills: [] },
  activities: { rank: null, skills: [] },
  therapy: { rank: null, skills: [] },
};

/** The least competency that counts as having a skill. */
export const MIN_SKILL_COMPETENCY = Competency.novice;

/** The strictest rank and every skill the services need together. */
export function shiftNeeds(services: readonly ListingService[]): ServiceNeed {
  const highest = Math.max(0, ...services.map((service) => SERVICE_NEEDS[service].rank ?? 0));
  const skills = [...new Set(services.flatMap((service) => SERVICE_NEEDS[service].skills))];
  return { rank: highest === 0 ? null : highest, skills };
}

/** Why a caregiver may not take a shift; none means eligible. */
export const INELIGIBILITY_REASONS = [
  'notHired',
  'profession',
  'competency',
  'unavailable',
  'booked',
] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

export type CaregiverShiftFacts = {
  status: CaregiverStatus;
  professionRank: number | null;
  competencies: Partial<Record<Skill, number>>;
  /** An availability range of the shift's weekday covers the whole shift. */
  available: boolean;
  /** Another offered or accepted shift overlaps this one. */
  booked: boolean;
};

/** Every reason this caregiver may not take a shift of these services, in the order above. */
export function ineligibilityReasons(
  facts: CaregiverShiftFacts,
  services: readonly ListingService[],
): IneligibilityReason[] {
  const needs = shiftNeeds(services);
  const reasons: IneligibilityReason[] = [];
  if (facts.status !== CaregiverStatus.hired) {
    reasons.push('notHired');
  }
  if (needs.rank !== null && (facts.professionRank ?? 0) < needs.rank) {
    reasons.push('profession');
  }
  if (needs.skills.some((skill) => (facts.competencies[skill] ?? 0) < MIN_SKILL_COMPETENCY)) {
    reasons.push('competency');
  }
  if (!facts.available) {
    reasons.push('unavailable');
  }
  if (facts.booked) {
    reasons.push('booked');
  }
  return reasons;
}
