import {
  Country,
  createProvinceSchema,
  type Province,
  type ProvinceListQuery,
  provinceListQuerySchema,
  provinceSchema,
  updateProvinceSchema,
} from '@hearth/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { provinces } from '../../db/schema/index.ts';
import { isoDate, type ListDefinition, labelOrCodeSearch } from './listDefinition.ts';
import { referenceAccess } from './policy.ts';
import { likeContains } from './searchText.ts';

export const provinceList: ListDefinition<
  typeof provinces,
  typeof provinces.$inferSelect,
  Province,
  ProvinceListQuery,
  z.infer<typeof createProvinceSchema>,
  z.infer<typeof updateProvinceSchema>
> = {
  list: 'provinces',
  subject: 'province',
  table: provinces,
  readAccess: referenceAccess.publicList,
  summary: 'Provinces, territories and states (Canada, United States, Spain)',
  schemas: {
    item: provinceSchema,
    query: provinceListQuerySchema,
    create: createProvinceSchema,
    update: updateProvinceSchema,
  },
  search: (q) =>
    sql`(${labelOrCodeSearch(provinces, q)} OR ${provinces.name} ILIKE ${likeContains(q)})`,
  filters: (query) => [query.country ? eq(provinces.country, query.country) : undefined],
  orderBy: () => [asc(provinces.country), asc(provinces.sortOrder), asc(provinces.name)],
  toDto: (row) => ({
    id: row.id,
    country: Country.schema.parse(row.country),
    code: row.code,
    name: row.name,
    labels: row.labels,
    sortOrder: row.sortOrder,
    retiredAt: isoDate(row.retiredAt),
  }),
  toInsert: (body) => ({ ...body, sortOrder: body.sortOrder ?? 0 }),
  toUpdate: (body) => body,
  newEntries: 'alphabetical',
  uniqueFields: { provinces_country_code_unique: 'code' },
};
