import { describe, expect, it } from 'vitest';
import {
  careRequestCreateSchema,
  isoDateFromToday,
  type SurveyQuestionRules,
  surveyAnswerProblems,
  visitDateProblem,
} from './careRequests.ts';

const labels = { 'en-US': 'x', 'en-CA': 'x', 'es-ES': 'x' };
const options = (...values: string[]) => values.map((value) => ({ value, labels }));
const questions: SurveyQuestionRules[] = [
  { code: 'who', kind: 'single', required: true, options: options('me', 'parent') },
  { code: 'help', kind: 'multi', required: true, options: options('meals', 'bathing') },
  { code: 'hours', kind: 'number', required: false, options: [] },
  { code: 'start', kind: 'date', required: false, options: [] },
  { code: 'notes', kind: 'text', required: false, options: [] },
];
const today = '2026-06-15';

describe('surveyAnswerProblems', () => {
  it('accepts complete answers and optional questions left open', () => {
    expect(
      surveyAnswerProblems(questions, { who: 'me', help: ['meals'], notes: '' }, today),
    ).toEqual({});
  });

  it('names each refused answer by its question code', () => {
    const answers = {
      who: 'neighbour',
      help: [],
      hours: 1001,
      start: '2026-06-14',
      colour: 'blue',
    };
    expect(surveyAnswerProblems(questions, answers, today)).toEqual({
      who: 'unknownOption',
      help: 'required',
      hours: 'outOfRange',
      start: 'pastDate',
      colour: 'unknownQuestion',
    });
  });

  it('refuses values of the wrong kind and impossible dates', () => {
    const answers = { who: ['me'], help: 'meals', hours: '12', start: '2026-02-30', notes: 3 };
    expect(surveyAnswerProblems(questions, answers, today)).toEqual({
      who: 'unknownOption',
      help: 'unknownOption',
      hours: 'notANumber',
      start: 'notADate',
      notes: 'invalid',
    });
  });
});

describe('visitDateProblem', () => {
  it('needs a date from today to a year ahead, for visits only', () => {
    expect(visitDateProblem('requestCare', null, today)).toBeUndefined();
    expect(visitDateProblem('bookVisit', null, today)).toMatch(/visitDateRequired$/);
    expect(visitDateProblem('bookVisit', '2026-06-14', today)).toMatch(/visitDatePast$/);
    expect(visitDateProblem('bookVisit', today, today)).toBeUndefined();
    expect(visitDateProblem('bookVisit', '2027-07-01', today)).toMatch(/visitDateFar$/);
  });
});

describe('careRequestCreateSchema', () => {
  const contact = { name: 'Dana', email: '', phone: '', preferredContact: 'email' };

  it('needs an email or a phone, and the one preferred', () => {
    const result = careRequestCreateSchema.safeParse({
      kind: 'requestCare',
      contact,
      consent: true,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'contact.email',
      'contact.phone',
    ]);
    const byPhone = careRequestCreateSchema.safeParse({
      kind: 'requestCare',
      contact: { ...contact, phone: '416 555 0101', preferredContact: 'email' },
      consent: true,
    });
    expect(byPhone.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['contact.email']);
  });

  it('keeps the visit date of a visit and requires consent', () => {
    const visitDate = isoDateFromToday(2);
    const parsed = careRequestCreateSchema.parse({
      kind: 'bookVisit',
      visitDate,
      contact: { ...contact, email: 'dana@example.test' },
      message: '  ',
      consent: true,
    });
    expect(parsed).toMatchObject({ visitDate, message: null, answers: {} });
    expect(
      careRequestCreateSchema.safeParse({ ...parsed, consent: false }).error?.issues[0]?.path,
    ).toEqual(['consent']);
  });
});
