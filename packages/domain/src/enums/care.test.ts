import { describe, expect, it } from 'vitest';
import {
  AmbulatoryLevel,
  AssessmentStatus,
  Competency,
  LevelOfAssistance,
  TaskRecurrence,
  TaskState,
  TaskVisibility,
} from './care.ts';

// Written out from the spec (§4, §9): a changed code is a changed stored meaning, so it must fail.
describe('care enumerations keep the spec codes', () => {
  it('assessment status', () => {
    expect(AssessmentStatus.values).toStrictEqual({
      pending: 1,
      scheduled: 2,
      approved: 3,
      active: 4,
      cancelled: 5,
      completed: 6,
      requested: 7,
    });
  });

  it('task state', () => {
    expect(TaskState.values).toStrictEqual({ notCompleted: 0, completed: 1, notRequired: 2 });
  });

  it('task visibility', () => {
    expect(TaskVisibility.values).toStrictEqual({ hidden: 0, active: 1, historic: 2 });
  });

  it('task recurrence', () => {
    expect(TaskRecurrence.values).toStrictEqual({
      monthlySameDate: 1,
      firstDay: 2,
      lastDay: 3,
      custom: 4,
    });
  });

  it('competency', () => {
    expect(Competency.values).toStrictEqual({
      noExperience: 0,
      novice: 1,
      intermediate: 2,
      expert: 3,
    });
  });

  it('ambulatory level', () => {
    expect(AmbulatoryLevel.values).toStrictEqual({
      ambulatory: 1,
      semiAmbulatory: 2,
      nonAmbulatory: 3,
    });
  });

  it('level of assistance, 0 to 7', () => {
    expect(LevelOfAssistance.values).toStrictEqual({
      level0: 0,
      level1: 1,
      level2: 2,
      level3: 3,
      level4: 4,
      level5: 5,
      level6: 6,
      level7: 7,
    });
  });
});
