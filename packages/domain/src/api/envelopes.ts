import { z } from 'zod';

export const listMetaSchema = z.object({
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}
export type ListResponse<T> = { data: T[]; meta: ListMeta };

export function itemResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
export type ItemResponse<T> = { data: T };
