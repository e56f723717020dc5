import { z } from 'zod';

// Field rules every directory form shares (people's names, phones, emails, picked ids), so a
// patient and a caregiver are held to the same words for the same thing.

export const PHONE_MAX = 30;
export const EMAIL_MAX = 254;

/** The bounds of PostgreSQL's `integer`, the type of our integer columns and `serial` ids. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** The largest id a PostgreSQL `serial` holds; a larger one names nothing, and is a 422, not a 500. */
export const ID_MAX = INT32_MAX;

/**
 * An integer an `integer` column can hold. Every integer a route takes is one of these (or
 * narrower), so a number past the column's bounds is a 422 at the boundary, never a database error.
 */
export const int32 = () => z.int32();

/** The same, read from the text of a query string or a path. */
export const queryInt32 = () => z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);

export const positiveId = int32().positive();

/** A record's id in a URL path (`/api/agencies/{id}`), read from text. */
export const pathId = queryInt32().positive();

/** An input left empty (or only spaces) means "none", as null does. */
export function blankAsNull<T extends z.ZodType>(schema: T) {
  return z
    .preprocess(
      (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value),
      schema.nullable(),
    )
    .optional()
    .transform((value) => value ?? null);
}

export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const optionalText = (max: number) => blankAsNull(z.string().trim().max(max));

/** Digits with the usual separators and an optional leading +; what people type from a card. */
export const phoneField = (message: string) =>
  blankAsNull(
    z
      .string()
      .trim()
      .max(PHONE_MAX)
      .regex(/^\+?[\d\s().-]{7,}$/, { message }),
  );

// Trimmed before the format check: a pasted address often brings a space along.
export const optionalEmail = blankAsNull(z.string().trim().max(EMAIL_MAX).pipe(z.email()));

export const optionalId = positiveId
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** The same id twice means it once: a double click in a picker is not an error. */
export const idSet = (max: number) =>
  z
    .array(positiveId)
    .max(max)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** A query parameter sent empty (`status=`) is not set, as an empty filter box means "any". */
export const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const optionalQueryId = emptyAsUnset(pathId);

/** A postal address; coordinates come from a map pick or the address lookup. */
export const addressInputSchema = z.object({
  street: optionalText(200),
  unit: optionalText(50),
  cityId: optionalId,
  postalCode: optionalText(12),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});

/** Another record as a list or a detail page names it. */
export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof namedSchema>;
