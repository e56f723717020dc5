import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * The operator-editable settings shown on every page; the spec's "contact support address".
 * An unset one falls back, so a fresh instance without demo data still answers.
 */
export const appInfoSettingsSchema = z.object({
  instanceName: z.string().trim().min(1).default('Hearth'),
  supportEmail: z.email().nullable().default(null),
});
export type AppInfoSettings = z.infer<typeof appInfoSettingsSchema>;

export const appInfoSchema = appInfoSettingsSchema.extend({ version: z.string() });
export type AppInfo = z.infer<typeof appInfoSchema>;
