import { z } from 'zod';
import { AssessmentStatus } from '../enums/care.ts';
import { Role } from '../enums/identity.ts';
import { ListingService } from '../enums/listings.ts';
import { Locale } from '../enums/locale.ts';
import { MarketplaceProduct } from '../enums/marketplace.ts';
import { SurveyQuestionKind } from '../enums/reference.ts';
import { LeadLocation } from '../enums/sharedLiving.ts';
import { listMetaSchema } from './envelopes.ts';
import {
  blankAsNull,
  emptyAsUnset,
  optionalEmail,
  pathId,
  phoneField,
  requiredText,
} from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';
import {
  labelsSchema,
  type SurveyQuestion,
  surveyOptionSchema,
  surveyQuestionSchema,
} from './reference.ts';

// A family's request for care (or for a visit) from a marketplace listing, and the provider's
// inbox of them. The survey's questions are reference data (`/api/survey-meta`, edited by
// administrators); the rules that check answers against them live here, so the web form and the
// server refuse the same answers.

export const CareRequestKind = { requestCare: 'requestCare', bookVisit: 'bookVisit' } as const;
export const careRequestKindSchema = z.enum(['requestCare', 'bookVisit']);
export type CareRequestKind = z.infer<typeof careRequestKindSchema>;

export const contactMethodSchema = z.enum(['email', 'phone', 'text']);
export type ContactMethod = z.infer<typeof contactMethodSchema>;

export const leadKindSchema = z.enum(['careSeeker', 'host']);
export type LeadKind = z.infer<typeof leadKindSchema>;

/** Issue 7 moves leads along this pipeline; a new lead starts at `new`. */
export const leadStatusSchema = z.enum(['new', 'contacted', 'screening', 'approved', 'declined']);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

/** The lead a shared-living request leaves, by where it came from. */
export const LEAD_LOCATION_OF_KIND = {
  requestCare: LeadLocation.referralForm,
  bookVisit: LeadLocation.bookAVisit,
} as const satisfies Record<CareRequestKind, LeadLocation>;

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

export const REQUEST_CONTACT_NAME_MAX = 120;
export const CARE_REQUEST_MESSAGE_MAX = 2000;

/**
 * The survey's `help_needed` answers that name a listing service, so the assessment starts with
 * the services the family asked for.
 */
export const HELP_NEEDED_SERVICES: Readonly<Record<string, ListingService>> = {
  bathing_dressing: ListingService.personalCare,
  medication: ListingService.medicationReminders,
  meals: ListingService.mealPreparation,
  companionship: ListingService.companionship,
  transportation: ListingService.transportation,
  nursing: ListingService.nursing,
};

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

function isCalendarDate(value: string): boolean {
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

// ---- Writes -----------------------------------------------------------------------------------

export const CareRequestValidation = {
  emailOrPhone: 'careRequests:validation.emailOrPhone',
  phone: 'careRequests:validation.phone',
  preferredEmail: 'careRequests:validation.preferredEmail',
  preferredPhone: 'careRequests:validation.preferredPhone',
  visitDateRequired: 'careRequests:validation.visitDateRequired',
  visitDatePast: 'careRequests:validation.visitDatePast',
  visitDateFar: 'careRequests:validation.visitDateFar',
  visitDateFormat: 'careRequests:validation.visitDateFormat',
  consent: 'careRequests:validation.consent',
} as const;

/** The i18n key of a survey refusal, as the server sends it and the form shows it. */
export const surveyProblemKey = (problem: SurveyAnswerProblem) =>
  `careRequests:validation.survey.${problem}` as const;

export const careRequestContactSchema = z
  .object({
    name: requiredText(REQUEST_CONTACT_NAME_MAX),
    email: optionalEmail,
    phone: phoneField(CareRequestValidation.phone),
    preferredContact: contactMethodSchema,
  })
  .superRefine((contact, context) => {
    if (contact.email === null && contact.phone === null) {
      for (const field of ['email', 'phone']) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: CareRequestValidation.emailOrPhone,
        });
      }
      return;
    }
    if (contact.preferredContact === 'email' && contact.email === null) {
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: CareRequestValidation.preferredEmail,
      });
    }
    if (contact.preferredContact !== 'email' && contact.phone === null) {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: CareRequestValidation.preferredPhone,
      });
    }
  });
export type CareRequestContact = z.infer<typeof careRequestContactSchema>;

// An empty date box means no date, as a request for care has none.
const visitDateSchema = blankAsNull(
  z.string().refine(isCalendarDate, { message: CareRequestValidation.visitDateFormat }),
);

/**
 * A visit is on a day after today somewhere on Earth: the server, not knowing the family's time
 * zone, accepts from today's UTC date; the form offers tomorrow onwards.
 */
export function visitDateProblem(
  kind: CareRequestKind,
  visitDate: string | null,
  today = isoDateFromToday(0),
): string | undefined {
  if (kind !== 'bookVisit') {
    return undefined;
  }
  if (visitDate === null) {
    return CareRequestValidation.visitDateRequired;
  }
  if (visitDate < today) {
    return CareRequestValidation.visitDatePast;
  }
  return visitDate > isoDateFromToday(SURVEY_LIMITS.daysAhead, new Date(`${today}T00:00:00Z`))
    ? CareRequestValidation.visitDateFar
    : undefined;
}

export const careRequestCreateSchema = z
  .object({
    kind: careRequestKindSchema,
    answers: surveyAnswersSchema.default({}),
    contact: careRequestContactSchema,
    visitDate: visitDateSchema,
    message: z
      .string()
      .trim()
      .max(CARE_REQUEST_MESSAGE_MAX)
      .nullable()
      .optional()
      .transform((value) => value || null),
    consent: z.literal(true, { message: CareRequestValidation.consent }),
  })
  .superRefine(
    (body, context) => {
      const visitDate = body.visitDate ?? null;
      // A malformed date already has its own message.
      if (visitDate !== null && !(typeof visitDate === 'string' && isCalendarDate(visitDate))) {
        return;
      }
      const problem = visitDateProblem(body.kind, visitDate);
      if (problem !== undefined) {
        context.addIssue({ code: 'custom', path: ['visitDate'], message: problem });
      }
    },
    // Also when other fields are wrong, so the form shows every problem at once.
    { when: () => true },
  );
export type CareRequestCreateInput = z.input<typeof careRequestCreateSchema>;
export type CareRequestCreate = z.output<typeof careRequestCreateSchema>;

export const careRequestCreatedSchema = z.object({
  /** What the family quotes when they call the provider. */
  reference: z.string(),
  kind: careRequestKindSchema,
  createdAt: z.iso.datetime(),
});
export type CareRequestCreated = z.infer<typeof careRequestCreatedSchema>;

export const careRequestIdParamsSchema = z.object({ careRequestId: pathId });

// ---- The provider's inbox ---------------------------------------------------------------------

/** Who reads requests: admins all, agency owners and agents their own agency's. */
export const CARE_REQUEST_READER_ROLES: readonly Role[] = [
  Role.admin,
  Role.agency,
  Role.agencyAgent,
];
export const canReadCareRequests = (role: Role) => CARE_REQUEST_READER_ROLES.includes(role);

export const careRequestSeenFilterSchema = z.enum(['unseen', 'seen']);

export const careRequestListQuerySchema = paginationQuerySchema.extend({
  status: emptyAsUnset(careRequestSeenFilterSchema),
  kind: emptyAsUnset(careRequestKindSchema),
  product: emptyAsUnset(MarketplaceProduct.schema),
});
export type CareRequestListQuery = z.infer<typeof careRequestListQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const careRequestSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: careRequestKindSchema,
  product: MarketplaceProduct.schema,
  listing: named,
  agency: named,
  contactName: z.string(),
  visitDate: z.string().nullable(),
  createdAt: z.iso.datetime(),
  seenAt: z.iso.datetime().nullable(),
});
export type CareRequestSummary = z.infer<typeof careRequestSummarySchema>;

export const careRequestListResponseSchema = z.object({
  data: z.array(careRequestSummarySchema),
  meta: listMetaSchema.extend({
    /** Requests no one at the agency has opened yet, whatever the filter. */
    unseen: z.number().int().min(0),
  }),
});
export type CareRequestListResponse = z.infer<typeof careRequestListResponseSchema>;

export const careRequestUnseenSchema = z.object({ unseen: z.number().int().min(0) });

export const careRequestSchema = careRequestSummarySchema.extend({
  contact: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    preferredContact: contactMethodSchema,
  }),
  answers: z.array(answeredQuestionSchema),
  message: z.string().nullable(),
  locale: Locale.schema,
  seenBy: named.nullable(),
  assessment: z.object({ id: z.number().int(), status: AssessmentStatus.schema }),
});
export type CareRequest = z.infer<typeof careRequestSchema>;
