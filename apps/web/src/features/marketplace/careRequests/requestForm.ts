import {
  type CareRequestCreate,
  type CareRequestCreateInput,
  careRequestCreateSchema,
  type SurveyAnswers,
  type SurveyQuestion,
  surveyAnswerProblems,
  surveyProblemKey,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { useFormMessages } from '../../../app/forms/formMessages.ts';
import type { useFormFields } from '../../../app/forms/useFormFields.ts';

/** The box starts unticked: a form value may be false, though only true is sent. */
export type RequestFormValues = Omit<CareRequestCreateInput, 'consent'> & { consent: boolean };

export type RequestForm = UseFormReturn<RequestFormValues, unknown, CareRequestCreate>;

/** What every part of the request form is given. */
export type RequestFormPartProps = {
  form: RequestForm;
  fields: ReturnType<typeof useFormFields<RequestFormValues, CareRequestCreate>>;
};

/** Who is asking, when they are signed in: their name and email start the contact details. */
export type Requester = { name: string; email: string };

/**
 * A blank request; every question starts unanswered (null), as the schema expects. A signed-in
 * person's own name and email are filled in, still editable (they may ask for someone else).
 */
export const emptyRequest = (
  kind: RequestFormValues['kind'],
  questions: readonly SurveyQuestion[],
  requester: Requester | null,
): RequestFormValues => ({
  kind,
  answers: Object.fromEntries(questions.map((question) => [question.code, null])),
  contact: {
    name: requester?.name ?? '',
    email: requester?.email ?? '',
    phone: '',
    preferredContact: 'email',
  },
  visitDate: '',
  message: '',
  consent: false,
});

const isRecord = (value: unknown): value is SurveyAnswers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's own rules, plus the survey's: the form refuses what the server would, before
 * sending, with the same messages on the same fields.
 */
export function requestResolver(
  questions: readonly SurveyQuestion[],
  errorMap: ReturnType<typeof useFormMessages>['errorMap'],
): Resolver<RequestFormValues, unknown, CareRequestCreate> {
  const schema = careRequestCreateSchema.superRefine(
    (body, context) => {
      const answers = isRecord(body.answers) ? body.answers : {};
      for (const [code, problem] of Object.entries(surveyAnswerProblems(questions, answers))) {
        context.addIssue({
          code: 'custom',
          path: ['answers', code],
          message: surveyProblemKey(problem),
        });
      }
    },
    // Also when other fields are wrong, so the form shows every problem at once.
    { when: () => true },
  );
  // The consent box holds false until ticked, which the schema refuses with its own message.
  return zodResolver(schema, { error: errorMap }) as Resolver<
    RequestFormValues,
    unknown,
    CareRequestCreate
  >;
}

/** Every field the form shows, so a server message about any of them lands beside it. */
export const isFormField = (path: string) =>
  ['kind', 'visitDate', 'message', 'consent'].includes(path) ||
  path.startsWith('answers.') ||
  path.startsWith('contact.');

/** How many fields have a message: the survey's answers each count, not the group of them. */
export function countFieldErrors(errors: object): number {
  let count = 0;
  for (const node of Object.values(errors)) {
    if (typeof node !== 'object' || node === null) {
      continue;
    }
    count += 'type' in node && 'message' in node ? 1 : countFieldErrors(node);
  }
  return count;
}
