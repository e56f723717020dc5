import { type CareRequestCreateInput, isoDateFromToday } from '@hearth/domain';

/** Answers to every required question of the shipped survey (reference data). */
export function surveyAnswers(overrides: Record<string, unknown> = {}) {
  return {
    care_recipient: 'parent',
    age_range: '75_84',
    help_needed: ['bathing_dressing', 'meals'],
    mobility: 'walking_aid',
    schedule: ['mornings', 'weekends'],
    hours_per_week: 12,
    start_date: isoDateFromToday(7),
    ...overrides,
  };
}

/** A valid request for care; `overrides` replace whole fields. */
export function careRequestBody(
  overrides: Partial<Record<keyof CareRequestCreateInput, unknown>> = {},
): Record<string, unknown> {
  return {
    kind: 'requestCare',
    answers: surveyAnswers(),
    contact: {
      name: 'Dana Family',
      email: 'dana@example.test',
      phone: '+1 416-555-0101',
      preferredContact: 'email',
    },
    message: 'My mother needs help in the mornings.',
    consent: true,
    ...overrides,
  };
}
