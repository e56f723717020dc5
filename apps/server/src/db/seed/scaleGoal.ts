import type { ScaleOptions } from './scale.ts';

/**
 * The goal's data set (issue 24) at factor 1: 1,000 agencies, each with 50 caregivers, 100
 * patients and 100 listings (50,000, 100,000 and 100,000 in all); five patients with 10,000
 * signed notes each and twenty for every other one (about 2,050,000); a visit a week per
 * patient for the last 52 weeks, this one and the next (5,400,000).
 */
const GOAL = {
  agencies: 1000,
  caregiversPerAgency: 50,
  patientsPerAgency: 100,
  listingsPerAgency: 100,
  busiestPatients: 5,
  notes: 10_000,
  notesPerOtherPatient: 20,
  visitWeeks: 52,
} as const;

/**
 * The goal's set at `factor` (0.01: a hundredth): the number of agencies and of busiest patients
 * follow it, while each agency keeps its size and each busiest patient its 10,000 notes, so a
 * smaller set still holds the timelines and lists the goal is measured on. At least one of each.
 */
export function goalScale(factor: number): ScaleOptions {
  if (!(factor > 0 && factor <= 1)) {
    throw new Error(`the scale factor must be above 0 and at most 1, not ${factor}`);
  }
  return {
    ...GOAL,
    agencies: Math.max(1, Math.round(GOAL.agencies * factor)),
    busiestPatients: Math.max(1, Math.round(GOAL.busiestPatients * factor)),
  };
}
