import { z } from 'zod';
import { ReferenceStatus } from '../enums/reference.ts';
import { emptyAsUnset, optionalQueryId } from './fields.ts';
import { provinceRefSchema } from './organisationFields.ts';
import { paginationQuerySchema } from './pagination.ts';

// What care coordinators and payers share: entries admins keep and retire, never delete, so a
// patient who points at one keeps it.

/**
 * Current entries by default; retired ones on request, to reinstate them. `sorts` are fields,
 * descending with a leading minus; the first is the default.
 */
export function retirableListQuerySchema<const S extends readonly [string, ...string[]]>(sorts: S) {
  return paginationQuerySchema.extend({
    sort: emptyAsUnset(z.enum(sorts)).default(sorts[0]),
    status: emptyAsUnset(ReferenceStatus.schema).default(ReferenceStatus.current),
    /** A province id. */
    province: optionalQueryId,
  });
}

export const retirableFields = {
  id: z.number().int(),
  province: provinceRefSchema.nullable(),
  /** Set when retired: still shown on records that use it, not offered for new ones. */
  retiredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};
