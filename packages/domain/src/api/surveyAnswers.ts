import { z } from 'zod';
import { SurveyQuestionKind } from '../enums/reference.ts';
import {
  labelsSchema,
  type SurveyQuestion,
  surveyOptionSchema,
  surveyQuestionSchema,
} from './reference.ts';

// The care-needs survey of the request-care form: its questions are reference data
// (`/api/survey-meta`, edited by administrators); the rules that check answers against them live
// here, so the web form and the server refuse the same answers.

export const SURVEY_LIMITS = {
  numberMin: 0,
  numberMax: 1000,
  textMax: 2000,
  /** How far ahead a start or visit date may be. */
  daysAhead: 366,
} as const;

/** `/api/survey-meta`: the current questions in order, and the bounds their answers keep to. */
export const surveyMetaSchema = z.object({
  questions: z.array(surveyQuestionSchema),
  limits: z.object({
    numberMin: z.number(),
    numberMax: z.number(),
    textMax: z.number().int(),
    daysAhead: z.number().int(),
  }),
});
export type SurveyMeta = z.infer<typeof surveyMetaSchema>;

// ---- Answers ----------------------------------------------------------------------------------

const answerValueSchema = z.union([
  z.string().max(SURVEY_LIMITS.textMax),
  z.number(),
  z.array(z.string().max(40)).max(40),
  z.null(),
]);
export type SurveyAnswerValue = z.infer<typeof answerValueSchema>;

/** Answers by question code, as the form sends them; checked against the survey by the server. */
export const SURVEY_ANSWERS_MAX = 100;

export const surveyAnswersSchema = z
  .record(z.string().max(40), answerValueSchema)
  // A survey is short: more answers than this are not a family filling in the form.
  .refine((answers) => Object.keys(answers).length <= SURVEY_ANSWERS_MAX, {
    message: 'careRequests:validation.survey.unknownQuestion',
  });
export type SurveyAnswers = z.infer<typeof surveyAnswersSchema>;

/** Why an answer is refused; the server words it in English, the web in the page's language. */
export type SurveyAnswerProblem =
  | 'required'
  | 'unknownQuestion'
  | 'unknownOption'
  | 'notANumber'
  | 'outOfRange'
  | 'notADate'
  | 'pastDate'
  | 'tooLong'
  | 'invalid';

export type SurveyQuestionRules = Pick<SurveyQuestion, 'code' | 'kind' | 'required' | 'options'>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date (UTC) plus some days, as YYYY-MM-DD. */
export function isoDateFromToday(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  return isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

const isUnanswered = (value: SurveyAnswerValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function dateProblem(value: SurveyAnswerValue, today: string): SurveyAnswerProblem | undefined {
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    return 'notADate';
  }
  if (value < today) {
    return 'pastDate';
  }
  return value > isoDateFromToday(SURVEY_LIMITS.daysAhead, new Date(`${today}T00:00:00Z`))
    ? 'outOfRange'
    : undefined;
}

function answerProblem(
  question: SurveyQuestionRules,
  value: SurveyAnswerValue,
  today: string,
): SurveyAnswerProblem | undefined {
  const offered = new Set(question.options.map((option) => option.value));
  switch (question.kind) {
    case SurveyQuestionKind.single:
      return typeof value === 'string' && offered.has(value) ? undefined : 'unknownOption';
    case SurveyQuestionKind.multi:
      return Array.isArray(value) && value.every((choice) => offered.has(choice))
        ? undefined
        : 'unknownOption';
    case SurveyQuestionKind.number:
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return 'notANumber';
      }
      return value < SURVEY_LIMITS.numberMin || value > SURVEY_LIMITS.numberMax
        ? 'outOfRange'
        : undefined;
    case SurveyQuestionKind.date:
      return dateProblem(value, today);
    case SurveyQuestionKind.text:
      if (typeof value !== 'string') {
        return 'invalid';
      }
      return value.trim().length > SURVEY_LIMITS.textMax ? 'tooLong' : undefined;
  }
}

/**
 * Every answer the survey refuses, by question code: a required question left open, a code the
 * survey does not ask, an option it does not offer, a number or date out of bounds.
 */
export function surveyAnswerProblems(
  questions: readonly SurveyQuestionRules[],
  answers: SurveyAnswers,
  today = isoDateFromToday(0),
): Record<string, SurveyAnswerProblem> {
  const problems: Record<string, SurveyAnswerProblem> = {};
  const asked = new Set(questions.map((question) => question.code));
  for (const code of Object.keys(answers)) {
    if (!asked.has(code)) {
      problems[code] = 'unknownQuestion';
    }
  }
  for (const question of questions) {
    const value = answers[question.code];
    if (isUnanswered(value)) {
      if (question.required) {
        problems[question.code] = 'required';
      }
      continue;
    }
    const problem = answerProblem(question, value as SurveyAnswerValue, today);
    if (problem !== undefined) {
      problems[question.code] = problem;
    }
  }
  return problems;
}

/**
 * One answered question as it was asked: the request keeps the question's wording and the chosen
 * options' labels, so a later edit of the survey does not change what the family said.
 */
export const answeredQuestionSchema = z.object({
  code: z.string(),
  kind: SurveyQuestionKind.schema,
  labels: labelsSchema,
  /** The chosen options of a choice question, in the survey's order. */
  choices: z.array(surveyOptionSchema),
  /** The typed answer of a number, date or text question. */
  value: z.union([z.string(), z.number()]).nullable(),
});
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;
