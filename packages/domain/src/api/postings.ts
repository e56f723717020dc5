import { z } from 'zod';
import { ListingService } from '../enums/listings.ts';
import { scheduleSlotSchema } from './assessments.ts';
import { ID_MAX, namedSchema, optionalText, pathId, positiveId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Postings: an agency offers one of its bookings to other agencies and/or its own caregivers;
// the first to accept fills it. Until then an offered party sees no patient name.

export const POSTING_STATUSES = ['open', 'filled', 'withdrawn'] as const;
export const postingStatusSchema = z.enum(POSTING_STATUSES);
export type PostingStatus = z.infer<typeof postingStatusSchema>;

export const OFFER_RESPONSES = ['pending', 'accepted', 'declined'] as const;
export const offerResponseSchema = z.enum(OFFER_RESPONSES);
export type OfferResponse = z.infer<typeof offerResponseSchema>;

export const POSTING_NOTE_MAX = 2000;
/** Enough for a whole agency's roster at once, small enough to stay one quick transaction. */
export const POSTING_MAX_OFFERS = 100;

/** The messages of refused postings; the web shows them translated. */
export const PostingValidation = {
  nobodyOffered: 'postings:validation.nobodyOffered',
  notPostable: 'postings:validation.notPostable',
  alreadyPosted: 'postings:validation.alreadyPosted',
  notEligible: 'postings:validation.notEligible',
  unknownAssessment: 'postings:validation.unknownAssessment',
} as const;

const offeredIds = z
  .array(positiveId)
  .max(POSTING_MAX_OFFERS)
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const postingCreateSchema = z
  .object({
    assessmentId: positiveId,
    note: optionalText(POSTING_NOTE_MAX).optional(),
    agencyIds: offeredIds,
    /** Caregiver profiles of the posting agency (not user accounts). */
    caregiverIds: offeredIds,
  })
  .refine((input) => input.agencyIds.length + input.caregiverIds.length > 0, {
    message: PostingValidation.nobodyOffered,
    path: ['agencyIds'],
  });
export type PostingCreateInput = z.input<typeof postingCreateSchema>;
export type PostingCreate = z.output<typeof postingCreateSchema>;

export const postingIdParamsSchema = z.object({ postingId: pathId });

export const POSTING_BOXES = ['offered', 'mine'] as const;
export const postingListQuerySchema = paginationQuerySchema.omit({ sort: true, q: true }).extend({
  /** offered: postings offered to me; mine: the postings my agency made. */
  box: z.enum(POSTING_BOXES).default('offered'),
  status: postingStatusSchema.optional(),
});
export type PostingListQuery = z.infer<typeof postingListQuerySchema>;

export const offerListQuerySchema = paginationQuerySchema.omit({ sort: true }).extend({
  response: offerResponseSchema.optional(),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

export const postingCandidatesQuerySchema = z.object({ assessmentId: pathId });

/** What a posting shows: the care asked for, never who it is for until the reader may know. */
export const postingSchema = z.object({
  id: z.number().int().max(ID_MAX),
  assessmentId: z.number().int(),
  status: postingStatusSchema,
  postedBy: namedSchema,
  note: z.string().nullable(),
  /** Null for an offered party until their own acceptance fills the posting. */
  patient: namedSchema.nullable(),
  city: z.string().nullable(),
  careType: z.string().nullable(),
  services: z.array(ListingService.schema),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  schedule: z.array(scheduleSlotSchema),
  offeredToAgencies: z.boolean(),
  offeredToCaregivers: z.boolean(),
  filledBy: z.string().nullable(),
  filledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** The caller's own offer's response, when the posting was offered to them. */
  myResponse: offerResponseSchema.nullable(),
  /** True when the caller's agency made the posting (they see who responded). */
  mine: z.boolean(),
});
export type Posting = z.infer<typeof postingSchema>;

export const agencyOfferSchema = z.object({
  agency: namedSchema,
  response: offerResponseSchema,
  respondedAt: z.iso.datetime().nullable(),
});
export type AgencyOffer = z.infer<typeof agencyOfferSchema>;

export const caregiverOfferSchema = z.object({
  caregiver: namedSchema,
  profession: z.string().nullable(),
  response: offerResponseSchema,
  respondedAt: z.iso.datetime().nullable(),
});
export type CaregiverOffer = z.infer<typeof caregiverOfferSchema>;

/** Who a booking may be offered to, for the posting dialog. */
export const postingCandidatesSchema = z.object({
  agencies: z.array(namedSchema),
  caregivers: z.array(namedSchema.extend({ profession: z.string().nullable() })),
});
export type PostingCandidates = z.infer<typeof postingCandidatesSchema>;
