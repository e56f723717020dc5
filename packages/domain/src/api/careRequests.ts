import { z } from 'zod';
import { AssessmentStatus } from '../enums/care.ts';
import { Role } from '../enums/identity.ts';
import { ListingService } from '../enums/listings.ts';
import { Locale } from '../enums/locale.ts';
import { MarketplaceProduct } from '../enums/marketplace.ts';
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
  answeredQuestionSchema,
  isCalendarDate,
  isoDateFromToday,
  SURVEY_LIMITS,
  type SurveyAnswerProblem,
  surveyAnswersSchema,
} from './surveyAnswers.ts';

// A family's request for care (or for a visit) from a marketplace listing, and the provider's
// inbox of them. The survey's own rules are in surveyAnswers.ts.

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

/** Who reads requests: admins all, agency owners and agents and providers their own's. */
export const CARE_REQUEST_READER_ROLES: readonly Role[] = [
  Role.admin,
  Role.agency,
  Role.agencyAgent,
  Role.provider,
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
  /** Where the request stands: its assessment's status (requested, scheduled, active…). */
  status: AssessmentStatus.schema,
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
