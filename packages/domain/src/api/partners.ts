import { z } from 'zod';
import { paginationQuerySchema } from './pagination.ts';

// Partners (hospitals, health authorities and programs that refer people to shared living), as
// the pickers of other forms find them by name.

export const partnerListQuerySchema = paginationQuerySchema.omit({ sort: true });
export type PartnerListQuery = z.input<typeof partnerListQuerySchema>;

export const partnerSummarySchema = z.object({ id: z.number().int(), name: z.string() });
export type PartnerSummary = z.infer<typeof partnerSummarySchema>;
