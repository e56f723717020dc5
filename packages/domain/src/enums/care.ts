import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

/** An assessment is also called a booking (§4). */
export const AssessmentStatus = defineEnumeration('assessmentStatus', {
  pending: 1,
  scheduled: 2,
  approved: 3,
  active: 4,
  cancelled: 5,
  completed: 6,
  requested: 7,
});
export type AssessmentStatus = CodeOf<typeof AssessmentStatus>;

export const TaskState = defineEnumeration('taskState', {
  notCompleted: 0,
  completed: 1,
  notRequired: 2,
});
export type TaskState = CodeOf<typeof TaskState>;

export const TaskVisibility = defineEnumeration('taskVisibility', {
  hidden: 0,
  active: 1,
  historic: 2,
});
export type TaskVisibility = CodeOf<typeof TaskVisibility>;

export const TaskRecurrence = defineEnumeration('taskRecurrence', {
  monthlySameDate: 1,
  firstDay: 2,
  lastDay: 3,
  custom: 4,
});
export type TaskRecurrence = CodeOf<typeof TaskRecurrence>;

/** A caregiver's experience with a care service. */
export const Competency = defineEnumeration('competency', {
  noExperience: 0,
  novice: 1,
  intermediate: 2,
  expert: 3,
});
export type Competency = CodeOf<typeof Competency>;

export const AmbulatoryLevel = defineEnumeration('ambulatoryLevel', {
  ambulatory: 1,
  semiAmbulatory: 2,
  nonAmbulatory: 3,
});
export type AmbulatoryLevel = CodeOf<typeof AmbulatoryLevel>;

// The spec gives only the range 0 to 7, not what each level means, so the labels say "Level n"
// until an agency supplies the descriptions.
export const LevelOfAssistance = defineEnumeration('levelOfAssistance', {
  level0: 0,
  level1: 1,
  level2: 2,
  level3: 3,
  level4: 4,
  level5: 5,
  level6: 6,
  level7: 7,
});
export type LevelOfAssistance = CodeOf<typeof LevelOfAssistance>;
