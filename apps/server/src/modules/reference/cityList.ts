import {
  type City,
  type CityListQuery,
  Country,
  cityListQuerySchema,
  citySchema,
  createCitySchema,
  updateCitySchema,
} from '@hearth/domain';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cities, provinces } from '../../db/schema/index.ts';
import { isoDate, type ListDefinition } from './listDefinition.ts';
import { referenceAccess } from './policy.ts';
import { likeContains, likePrefix, searchTextOf, slugOf } from './searchText.ts';

// Below three letters trigrams say little, so a short query matches name prefixes only.
const fuzzyFrom = 3;

/**
 * Cities whose name starts with the query (the btree text_pattern_ops index), or, from three
 * letters on, contains it or resembles it: "san seb" finds "Donostia-San Sebastián", "pittsburg"
 * finds "Pittsburgh". Containing covers starting with, and the trigram index serves both
 * remaining conditions, so it alone finds the candidates; the ranking still puts prefixes first.
 */
export function citySearch(q: string): SQL {
  const text = searchTextOf(q);
  if (text.length < fuzzyFrom) {
    return sql`${cities.searchName} LIKE ${likePrefix(text)}`;
  }
  return sql`(${cities.searchName} LIKE ${likeContains(text)} OR ${cities.searchName} % ${text})`;
}

/** Prefix matches first, then the closest names, then the larger places. */
export function cityRanking(q: string | undefined): SQL[] {
  if (q === undefined) {
    return [asc(cities.sortOrder), asc(cities.searchName), desc(cities.population), asc(cities.id)];
  }
  const text = searchTextOf(q);
  return [
    sql`(${cities.searchName} LIKE ${likePrefix(text)}) DESC`,
    sql`similarity(${cities.searchName}, ${text}) DESC`,
    desc(cities.population),
    asc(cities.id),
  ];
}

type CityRow = typeof cities.$inferSelect & { provinceCode: string; country: string };

export const cityList: ListDefinition<
  typeof cities,
  CityRow,
  City,
  CityListQuery,
  z.infer<typeof createCitySchema>,
  z.infer<typeof updateCitySchema>
> = {
  list: 'cities',
  subject: 'city',
  table: cities,
  readAccess: referenceAccess.publicList,
  summary: 'Cities with coordinates; q finds names by prefix, then by resemblance',
  schemas: {
    item: citySchema,
    query: cityListQuerySchema,
    create: createCitySchema,
    update: updateCitySchema,
  },
  extraColumns: {
    provinceCode:
      sql<string>`(SELECT p.code FROM provinces p WHERE p.id = ${cities.provinceId})`.as(
        'province_code',
      ),
    country: sql<string>`(SELECT p.country FROM provinces p WHERE p.id = ${cities.provinceId})`.as(
      'country',
    ),
  },
  search: citySearch,
  filters: (query) => [
    query.province === undefined ? undefined : eq(cities.provinceId, query.province),
    query.country === undefined
      ? undefined
      : sql`${cities.provinceId} IN (SELECT ${provinces.id} FROM ${provinces} WHERE ${provinces.country} = ${query.country})`,
  ],
  orderBy: (query) => cityRanking(query.q),
  toDto: (row) => ({
    id: row.id,
    provinceId: row.provinceId,
    provinceCode: row.provinceCode,
    country: Country.schema.parse(row.country),
    name: row.name,
    slug: row.slug,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
    sortOrder: row.sortOrder,
    retiredAt: isoDate(row.retiredAt),
  }),
  toInsert: (body) => ({
    ...body,
    sortOrder: body.sortOrder ?? 0,
    searchName: searchTextOf(body.name),
    slug: slugOf(body.name),
  }),
  toUpdate: (body) =>
    body.name === undefined
      ? body
      : { ...body, searchName: searchTextOf(body.name), slug: slugOf(body.name) },
  newEntries: 'alphabetical',
  uniqueFields: { cities_province_slug_unique: 'name' },
  currentReferences: (body) => [{ field: 'provinceId', list: 'provinces', ids: [body.provinceId] }],
};
