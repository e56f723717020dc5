import { Country } from '@hearth/domain';
import { asc, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/writer.ts';
import { agencies, agencyProfiles, cities, provinces } from '../schema/index.ts';

/**
 * The language demo content is written in: the one spoken where it is. Spanish in Spain, English
 * elsewhere (we have no French locale, so Montréal's demo people read in Canadian English).
 */
export type WrittenIn = 'en' | 'es';

/** A demo text in every language demo content is written in. */
export type InEachLanguage<T> = Readonly<Record<WrittenIn, T>>;

export const writtenIn = (country: Country | null): WrittenIn =>
  country === Country.spain ? 'es' : 'en';

/** A number and street as the country writes them: "120 King St W", "Calle de Alcalá, 120". */
export const streetLine = (language: WrittenIn, number: number, street: string): string =>
  language === 'es' ? `${street}, ${number}` : `${number} ${street}`;

export type DemoAgencyPlace = {
  id: number;
  latitude: number | null;
  longitude: number | null;
  country: Country | null;
  language: WrittenIn;
};

/** Every agency, oldest first, with where it is and the language its demo people write in. */
export async function agencyPlaces(reader: Reader): Promise<DemoAgencyPlace[]> {
  const rows = await reader
    .select({
      id: agencies.id,
      latitude: agencyProfiles.latitude,
      longitude: agencyProfiles.longitude,
      country: provinces.country,
    })
    .from(agencies)
    .leftJoin(agencyProfiles, eq(agencyProfiles.agencyId, agencies.id))
    .leftJoin(cities, eq(cities.id, agencyProfiles.cityId))
    .leftJoin(provinces, eq(provinces.id, cities.provinceId))
    .orderBy(asc(agencies.id));
  return rows.map((row) => {
    const country = Country.isCode(row.country) ? row.country : null;
    return { ...row, country, language: writtenIn(country) };
  });
}
