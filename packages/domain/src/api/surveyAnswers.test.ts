import { describe, expect, it } from 'vitest';
import { type SurveyQuestionRules, surveyAnswerProblems } from './surveyAnswers.ts';

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
