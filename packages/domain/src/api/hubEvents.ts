import { z } from 'zod';
import { ID_MAX, namedSchema, optionalText, pathId, requiredText } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

// A hub's calendar: outings, trainings and meetings its members may attend. Events are cancelled,
// never deleted, so a member who planned on one learns it is off.

export const HUB_EVENT_KINDS = ['outing', 'training', 'meeting'] as const;
export const hubEventKindSchema = z.enum(HUB_EVENT_KINDS);
export type HubEventKind = z.infer<typeof hubEventKindSchema>;

export const HUB_EVENT_TITLE_MAX = 200;
export const HUB_EVENT_LOCATION_MAX = 200;
export const HUB_EVENT_DESCRIPTION_MAX = 2000;
/** A calendar asks for a month or so; a year is the most one list may span. */
export const HUB_EVENT_RANGE_MAX_DAYS = 366;

export const HubEventValidation = {
  endsBeforeStart: 'hubEvents:validation.endsBeforeStart',
  rangeBackwards: 'hubEvents:validation.rangeBackwards',
  rangeTooLong: 'hubEvents:validation.rangeTooLong',
  notAMember: 'hubEvents:validation.notAMember',
} as const;

const instant = z.iso.datetime({ offset: true });

export const hubEventsParamsSchema = z.object({ hubId: pathId });
export const hubEventParamsSchema = hubEventsParamsSchema.extend({ eventId: pathId });
export const hubEventAttendeeParamsSchema = hubEventParamsSchema.extend({ userId: pathId });

export const hubEventListQuerySchema = paginationQuerySchema.omit({ sort: true, q: true }).extend({
  /** Events that end at or after this instant; default: the start of this month (UTC). */
  from: instant.optional(),
  /** Events that start before this instant; default: the start of next month (UTC). */
  to: instant.optional(),
  kind: z.preprocess((value) => (value === '' ? undefined : value), hubEventKindSchema.optional()),
  perPage: z.coerce.number().int().min(1).max(100).default(100),
});
export type HubEventListQuery = z.infer<typeof hubEventListQuerySchema>;

const endsNotBeforeStart = (event: { startsAt?: string; endsAt?: string }) =>
  event.startsAt === undefined ||
  event.endsAt === undefined ||
  Date.parse(event.endsAt) >= Date.parse(event.startsAt);

const hubEventFields = z.object({
  title: requiredText(HUB_EVENT_TITLE_MAX),
  kind: hubEventKindSchema,
  startsAt: instant,
  endsAt: instant,
  location: optionalText(HUB_EVENT_LOCATION_MAX),
  description: optionalText(HUB_EVENT_DESCRIPTION_MAX),
});

export const hubEventCreateSchema = hubEventFields.refine(endsNotBeforeStart, {
  message: HubEventValidation.endsBeforeStart,
  path: ['endsAt'],
});
export type HubEventCreateInput = z.input<typeof hubEventCreateSchema>;
export type HubEventCreate = z.output<typeof hubEventCreateSchema>;

/** Only the fields sent change; ends ≥ starts is checked again against the stored times. */
export const hubEventPatchSchema = hubEventFields.partial().refine(endsNotBeforeStart, {
  message: HubEventValidation.endsBeforeStart,
  path: ['endsAt'],
});
export type HubEventPatch = z.output<typeof hubEventPatchSchema>;

export const hubEventSchema = z.object({
  id: z.number().int().max(ID_MAX),
  hubId: z.number().int(),
  title: z.string(),
  kind: hubEventKindSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  attendees: z.array(namedSchema),
  /** Whether the caller is among the attendees. */
  attending: z.boolean(),
});
export type HubEvent = z.infer<typeof hubEventSchema>;
