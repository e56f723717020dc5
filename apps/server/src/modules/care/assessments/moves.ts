import {
  type AssessmentFacts,
  type AssessmentMove,
  type AssessmentStatus,
  assessmentMoveRequires,
  assessmentMovesFor,
  type Role,
  unmetAssessmentRequirements,
} from '@hearth/domain';

/** The parts of an assessment its move requirements are checked against. */
export type AssessmentState = {
  patientId: number | null;
  startDate: string | null;
  rateCents: number | null;
  billingFrequency: string | null;
  slotCount: number;
  /** A live shift is assigned to a caregiver who accepted it. */
  hasAcceptedShift: boolean;
};

/**
 * The facts of the domain table's requirements. A schedule is a start date and at least one
 * weekly slot; a rate is an amount and a billing frequency; an approved assignment is a live
 * shift whose caregiver accepted it.
 */
export function assessmentFacts(state: AssessmentState, reason: string | null): AssessmentFacts {
  return {
    patient: state.patientId !== null,
    schedule: state.startDate !== null && state.slotCount > 0,
    rate: state.rateCents !== null && state.billingFrequency !== null,
    approvedAssignment: state.hasAcceptedShift,
    reason: reason !== null && reason.trim() !== '',
  };
}

/** The moves `role` may make from `from`, each with what it needs and what is still missing. */
export function movesFor(
  role: Role,
  from: AssessmentStatus,
  state: AssessmentState,
): AssessmentMove[] {
  // The reason is asked for with the move itself, so it is never missing beforehand.
  const facts = { ...assessmentFacts(state, null), reason: true };
  return assessmentMovesFor(role, from).map((to) => ({
    to,
    requires: [...assessmentMoveRequires(from, to)],
    unmet: unmetAssessmentRequirements(from, to, facts),
  }));
}
