import { z } from 'zod';
import { LeadLocation } from '../enums/sharedLiving.ts';
import { leadKindSchema, leadStatusSchema } from './careRequests.ts';
import { listResponse } from './envelopes.ts';
import {
  emptyAsUnset,
  namedSchema,
  optionalEmail,
  optionalText,
  pathId,
  phoneField,
  requiredText,
} from './fields.ts';
import { ORGANISATION_NAME_MAX } from './organisationFields.ts';
import { paginationQuerySchema } from './pagination.ts';

// Would-be shared-living hosts sign up on a public form; administrators work them through the
// pipeline of rules/sharedLiving.ts. Families' leads (from the marketplace's care requests) share
// the table and the pipeline, so the same admin list shows either kind.

export const HOST_LEAD_NAME_MAX = 120;
export const HOST_LEAD_CITY_MAX = 120;
export const HOST_LEAD_MESSAGE_MAX = 2000;
export const HOST_LEAD_REASON_MAX = 1000;

export const HostLeadValidation = {
  emailOrPhone: 'hostLeads:validation.emailOrPhone',
  phone: 'hostLeads:validation.phone',
  consent: 'hostLeads:validation.consent',
  reasonRequired: 'hostLeads:validation.reasonRequired',
  toBeforeFrom: 'hostLeads:validation.toBeforeFrom',
} as const;

// ---- The public sign-up -----------------------------------------------------------------------

export const hostLeadCreateSchema = z
  .object({
    name: requiredText(HOST_LEAD_NAME_MAX),
    email: optionalEmail,
    phone: phoneField(HostLeadValidation.phone),
    city: optionalText(HOST_LEAD_CITY_MAX),
    message: optionalText(HOST_LEAD_MESSAGE_MAX),
    /** The page the form was sent from: the sign-up page, or the shared-living landing page. */
    location: LeadLocation.schema,
    consent: z.literal(true, { message: HostLeadValidation.consent }),
  })
  .superRefine(
    (lead, context) => {
      if ((lead.email ?? null) === null && (lead.phone ?? null) === null) {
        for (const field of ['email', 'phone']) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: HostLeadValidation.emailOrPhone,
          });
        }
      }
    },
    // Also when other fields are wrong, so the form shows every problem at once.
    { when: () => true },
  );
export type HostLeadCreateInput = z.input<typeof hostLeadCreateSchema>;
export type HostLeadCreate = z.output<typeof hostLeadCreateSchema>;

/** All a visitor learns back: what to quote when they call. */
export const hostLeadCreatedSchema = z.object({ reference: z.string() });
export type HostLeadCreated = z.infer<typeof hostLeadCreatedSchema>;

// ---- The administrators' pipeline -------------------------------------------------------------

export const hostLeadListQuerySchema = paginationQuerySchema
  .extend({
    /** Host leads unless asked for families' (careSeeker) leads. */
    kind: emptyAsUnset(leadKindSchema).default('host'),
    status: emptyAsUnset(leadStatusSchema),
    location: emptyAsUnset(LeadLocation.schema),
    /** Created on or after this day, and on or before `to`, in the care time zone. */
    from: emptyAsUnset(z.iso.date()),
    to: emptyAsUnset(z.iso.date()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: HostLeadValidation.toBeforeFrom,
    path: ['to'],
  });
export type HostLeadListQueryInput = z.input<typeof hostLeadListQuerySchema>;
export type HostLeadListQuery = z.output<typeof hostLeadListQuerySchema>;

export const hostLeadSummarySchema = z.object({
  id: z.number().int(),
  /** Null for a family's lead, which goes by its care request's reference. */
  reference: z.string().nullable(),
  kind: leadKindSchema,
  location: LeadLocation.schema,
  status: leadStatusSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  /** The listing and agency a family asked; for a host, the host home they now run, if any. */
  listing: namedSchema.nullable(),
  agency: namedSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type HostLeadSummary = z.infer<typeof hostLeadSummarySchema>;

export const hostLeadListResponseSchema = listResponse(hostLeadSummarySchema);

export const hostLeadChangeSchema = z.object({
  id: z.number().int(),
  from: leadStatusSchema,
  to: leadStatusSchema,
  reason: z.string().nullable(),
  /** Null when the account that made the move is gone. */
  changedBy: namedSchema.nullable(),
  changedAt: z.iso.datetime(),
});
export type HostLeadChange = z.infer<typeof hostLeadChangeSchema>;

export const hostLeadSchema = hostLeadSummarySchema.extend({
  message: z.string().nullable(),
  /** Oldest first. */
  history: z.array(hostLeadChangeSchema),
});
export type HostLead = z.infer<typeof hostLeadSchema>;

export const hostLeadIdParamsSchema = z.object({ leadId: pathId });

export const hostLeadMoveSchema = z.object({
  to: leadStatusSchema,
  /** Required for a decline (the table says which moves need one); kept with the change. */
  reason: optionalText(HOST_LEAD_REASON_MAX),
});
export type HostLeadMoveInput = z.input<typeof hostLeadMoveSchema>;
export type HostLeadMove = z.output<typeof hostLeadMoveSchema>;

/** An approved host becomes a provider: the name of the host home the administrator opens. */
export const hostLeadProviderSchema = z.object({
  organisationName: requiredText(ORGANISATION_NAME_MAX),
});
export type HostLeadProviderInput = z.input<typeof hostLeadProviderSchema>;

/** The host home (an organisation of kind hostHome) and its provider's account, invited by mail. */
export const hostLeadProviderCreatedSchema = z.object({
  organisation: namedSchema,
  user: z.object({ id: z.number().int(), email: z.string() }),
});
export type HostLeadProviderCreated = z.infer<typeof hostLeadProviderCreatedSchema>;

export const HostLeadProviderValidation = {
  emailRequired: 'hostLeads:validation.emailRequired',
} as const;
