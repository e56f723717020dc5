import { z } from 'zod';
import { queryInt32 } from './fields.ts';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;

// An empty search box sends `q=`; that means "no filter", not a search for the empty string.
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** Query strings carry text, so numbers are coerced; a bad value is a 422, never a 500. */
export const paginationQuerySchema = z.object({
  page: queryInt32().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sort: optionalText,
  q: optionalText,
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;
