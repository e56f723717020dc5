import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

/** The countries we serve, by ISO 3166-1 alpha-2 code. */
export const Country = defineEnumeration('country', {
  canada: 'CA',
  unitedStates: 'US',
  spain: 'ES',
});
export type Country = CodeOf<typeof Country>;

/** ISO 8601 numbering: Monday is 1, Sunday is 7 (the same as PostgreSQL's `isodow`). */
export const WeekDay = defineEnumeration('weekDay', {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 7,
});
export type WeekDay = CodeOf<typeof WeekDay>;

/** How a care-needs survey question is answered. */
export const SurveyQuestionKind = defineEnumeration('surveyQuestionKind', {
  single: 'single',
  multi: 'multi',
  text: 'text',
  number: 'number',
  date: 'date',
});
export type SurveyQuestionKind = CodeOf<typeof SurveyQuestionKind>;

/**
 * The reference lists an administrator maintains; each code is also the list's path under /api
 * (`/api/care-types`).
 */
export const ReferenceList = defineEnumeration('referenceList', {
  provinces: 'provinces',
  cities: 'cities',
  languages: 'languages',
  diagnoses: 'diagnoses',
  relationships: 'relationships',
  professions: 'professions',
  careTypes: 'care-types',
  caregiverRoles: 'caregiver-roles',
  surveyQuestions: 'survey-questions',
});
export type ReferenceList = CodeOf<typeof ReferenceList>;

/** Which entries a list shows: current ones are offered for new records; retired ones are not. */
export const ReferenceStatus = defineEnumeration('referenceStatus', {
  current: 'current',
  retired: 'retired',
  all: 'all',
});
export type ReferenceStatus = CodeOf<typeof ReferenceStatus>;
