import type { Country } from '@hearth/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../../platform/db/writer.ts';
import { cities, languages, provinces } from '../schema/index.ts';

// Reference entries by their natural keys, for demo data and tests that name real places.

export type PlaceKey = { country: Country; province: string };

export async function provinceByCode(reader: Reader, { country, province }: PlaceKey) {
  const [row] = await reader
    .select({ id: provinces.id })
    .from(provinces)
    .where(and(eq(provinces.country, country), eq(provinces.code, province)));
  if (row === undefined) {
    throw new Error(`no province ${country}-${province} in the reference data`);
  }
  return row.id;
}

export async function cityByName(reader: Reader, place: PlaceKey & { city: string }) {
  const [row] = await reader
    .select({
      id: cities.id,
      provinceId: cities.provinceId,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(
      and(
        eq(provinces.country, place.country),
        eq(provinces.code, place.province),
        eq(cities.name, place.city),
      ),
    );
  if (row === undefined) {
    throw new Error(
      `no city ${place.city}, ${place.country}-${place.province} in the reference data`,
    );
  }
  return row;
}

export async function languageIdsByCode(reader: Reader, codes: readonly string[]) {
  if (codes.length === 0) {
    return [];
  }
  const rows = await reader
    .select({ id: languages.id, code: languages.code })
    .from(languages)
    .where(inArray(languages.code, [...codes]));
  return codes.map((code) => {
    const row = rows.find((candidate) => candidate.code === code);
    if (row === undefined) {
      throw new Error(`no language ${code} in the reference data`);
    }
    return row.id;
  });
}
