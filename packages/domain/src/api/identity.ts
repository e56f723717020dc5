import { z } from 'zod';
import { Role, UserStatus } from '../enums/identity.ts';
import { Locale } from '../enums/locale.ts';
import { pathId, positiveId } from './fields.ts';
import { paginationQuerySchema } from './pagination.ts';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

const email = z.email().trim().max(254);

/** Length only; the server also refuses common and breached passwords. */
export const newPasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const signInRequestSchema = z.object({
  email,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const authDetailsSchema = z.object({
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: Role.schema,
    /** The language of the person's mails and links, and the locale the web opens for them. */
    preferredLocale: Locale.schema,
  }),
  organisation: z
    .object({ kind: z.enum(['agency', 'partner']), ids: z.array(z.number().int()) })
    .nullable(),
  /** What the navigation shows; every call is checked again on the server. */
  permissions: z.object({
    manageUsers: z.boolean(),
    viewSignInHistory: z.boolean(),
    viewAuditLog: z.boolean(),
    manageTokens: z.boolean(),
    manageReferenceData: z.boolean(),
    manageBilling: z.boolean(),
    viewAgencies: z.boolean(),
    viewCaregivers: z.boolean(),
    viewPatients: z.boolean(),
    viewCoordinatorsAndPayers: z.boolean(),
  }),
  session: z.object({ via: z.enum(['session', 'token']), expiresAt: z.iso.datetime().nullable() }),
});
export type AuthDetails = z.infer<typeof authDetailsSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});

/** What a person changes of their own account on the profile page. */
export const updateProfileRequestSchema = z.object({ preferredLocale: Locale.schema });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});

export const accessTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const createAccessTokenRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  expiresInDays: z.number().int().min(1).max(365).default(90),
});

/** The secret is shown once, at creation; only its hash is kept. */
export const createdAccessTokenSchema = accessTokenSchema.extend({ token: z.string() });

export const roleSchema = z.object({ id: Role.schema, name: z.string(), labelKey: z.string() });

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: Role.schema,
  status: UserStatus.schema,
  agencyIds: z.array(z.number().int()),
  partnerId: z.number().int().nullable(),
  /** False for an invited user who has not set a password yet. */
  hasPassword: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

const optionalCode = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    schema.optional(),
  );

export const userListQuerySchema = paginationQuerySchema.extend({
  role: optionalCode(Role.schema),
  status: optionalCode(UserStatus.schema),
  agencyId: pathId.optional(),
});

export const createUserRequestSchema = z.object({
  email,
  name: z.string().trim().min(1).max(200),
  role: Role.schema,
  agencyIds: z.array(positiveId).max(50).default([]),
  partnerId: positiveId.nullable().default(null),
  /** Without a password the user is invited: they get a link to set one. */
  password: newPasswordSchema.optional(),
  /** The language of their mails; the inviter's page locale when absent. */
  preferredLocale: Locale.schema.optional(),
});

export const changeRoleRequestSchema = z.object({ role: Role.schema });

export const signInRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  email: z.string(),
  succeeded: z.boolean(),
  reason: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const signInListQuerySchema = paginationQuerySchema.extend({
  userId: pathId.optional(),
  succeeded: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});

/** One line of the audit log: who did what to which record, from where. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorUserId: z.number().int().nullable(),
  /** Null when the action had no signed-in actor, or the actor's account was deleted since. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  agencyId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = paginationQuerySchema.extend({
  action: z.string().trim().min(1).optional(),
  actorUserId: pathId.optional(),
  subjectType: z.string().trim().min(1).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});
