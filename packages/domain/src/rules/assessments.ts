import { type AssessmentStatus, AssessmentStatus as Status } from '../enums/care.ts';
import { Role } from '../enums/identity.ts';

// How an assessment (a booking of care) moves between statuses, who may move it and what each move
// needs. The server refuses anything else (403 for a role without the right, 409 for a move the
// table lacks, 422 when a requirement is unmet) and the web offers only these moves: both read
// this one table.

/** What must be true of an assessment before a move; the server checks each against the record. */
export type TransitionRequirement =
  /** A patient record is linked (a marketplace request starts without one). */
  | 'patient'
  /** A schedule: start date, weekdays and hours. */
  | 'schedule'
  /** A rate and a billing frequency. */
  | 'rate'
  /** At least one shift assigned to a caregiver who has accepted it. */
  | 'approvedAssignment'
  /** A reason in words, kept with the change. */
  | 'reason';

type Transition = {
  readonly to: AssessmentStatus;
  readonly roles: readonly Role[];
  readonly requires: readonly TransitionRequirement[];
};

const admin = Role.admin;
const owner = Role.agency;
const agent = Role.agencyAgent;
const staff = [admin, owner, agent] as const;
const approvers = [admin, owner] as const;
// A provider (a day program or host home) answers the requests of its own listings; the visits,
// rates and caregivers of the later moves are a home care agency's.
const responders = [...staff, Role.provider] as const;

/** From each status, the moves allowed. Completed and cancelled are final: a new booking starts over. */
export const ASSESSMENT_TRANSITIONS = {
  // A family's request from the marketplace: the agency takes it on (with a patient record) or
  // turns it down.
  [Status.requested]: [
    { to: Status.pending, roles: responders, requires: ['patient'] },
    { to: Status.cancelled, roles: responders, requires: ['reason'] },
  ],
  [Status.pending]: [
    { to: Status.scheduled, roles: staff, requires: ['schedule'] },
    { to: Status.cancelled, roles: staff, requires: ['reason'] },
  ],
  // Approval commits the agency to the care and its price: the owner's decision, not an agent's.
  [Status.scheduled]: [
    { to: Status.approved, roles: approvers, requires: ['schedule', 'rate'] },
    { to: Status.pending, roles: staff, requires: ['reason'] },
    { to: Status.cancelled, roles: staff, requires: ['reason'] },
  ],
  [Status.approved]: [
    { to: Status.active, roles: staff, requires: ['approvedAssignment'] },
    { to: Status.scheduled, roles: approvers, requires: ['reason'] },
    { to: Status.cancelled, roles: approvers, requires: ['reason'] },
  ],
  // Care under way ends as completed; stopping it early is a cancellation the owner signs off.
  [Status.active]: [
    { to: Status.completed, roles: staff, requires: [] },
    { to: Status.cancelled, roles: approvers, requires: ['reason'] },
  ],
  [Status.completed]: [],
  [Status.cancelled]: [],
} as const satisfies Record<AssessmentStatus, readonly Transition[]>;

/** Every assessment made inside the product starts here; the marketplace's start as requested. */
export const INITIAL_ASSESSMENT_STATUS = Status.pending;

function findTransition(from: AssessmentStatus, to: AssessmentStatus): Transition | undefined {
  const moves: readonly Transition[] = ASSESSMENT_TRANSITIONS[from];
  return moves.find((move) => move.to === to);
}

/** Whether the table has this move at all, whoever asks. */
export function assessmentMoveExists(from: AssessmentStatus, to: AssessmentStatus): boolean {
  return findTransition(from, to) !== undefined;
}

/** Whether someone in this role may make this move (requirements aside). */
export function canMoveAssessment(
  role: Role,
  from: AssessmentStatus,
  to: AssessmentStatus,
): boolean {
  return findTransition(from, to)?.roles.includes(role) ?? false;
}

/** The statuses this role may move an assessment to from `from`. */
export function assessmentMovesFor(role: Role, from: AssessmentStatus): AssessmentStatus[] {
  const moves: readonly Transition[] = ASSESSMENT_TRANSITIONS[from];
  return moves.filter((move) => move.roles.includes(role)).map((move) => move.to);
}

/** What the move needs; empty for a move the table lacks (which is refused before this). */
export function assessmentMoveRequires(
  from: AssessmentStatus,
  to: AssessmentStatus,
): readonly TransitionRequirement[] {
  return findTransition(from, to)?.requires ?? [];
}

/** The facts about one assessment the requirements are checked against. */
export type AssessmentFacts = Readonly<Record<TransitionRequirement, boolean>>;

/** The requirements of the move that the assessment does not meet yet, in table order. */
export function unmetAssessmentRequirements(
  from: AssessmentStatus,
  to: AssessmentStatus,
  facts: AssessmentFacts,
): TransitionRequirement[] {
  return assessmentMoveRequires(from, to).filter((requirement) => !facts[requirement]);
}
