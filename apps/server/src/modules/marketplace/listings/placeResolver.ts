import {
  CITY_NAMING_FIELDS,
  type CityNamingField,
  Country,
  ListingSearchValidation,
  type SearchPlaceFields,
  SearchPlaceValidation,
  searchTextOf,
} from '@hearth/domain';
import { AppError, type FieldProblem } from '../../../platform/errors.ts';
import type { PlacesRepo } from '../../reference/index.ts';

export type PlaceQuery = SearchPlaceFields & { city?: string | undefined };
export type ResolvedCity = Awaited<ReturnType<PlacesRepo['matchingCities']>>[number];
type Province = Awaited<ReturnType<PlacesRepo['currentProvinces']>>[number];

/** Enough candidates that every same-named city (London ON, OH, KY…) is among them. */
const CANDIDATES = 50;

// Country names as stored queries and place boxes write them, in any of our languages.
const COUNTRY_NAMES: Record<string, Country> = {
  canada: 'CA',
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  'estados unidos': 'US',
  spain: 'ES',
  espana: 'ES',
};

function countryNamed(text: string): Country | undefined {
  const code = text.trim().toUpperCase();
  return Country.isCode(code) ? code : COUNTRY_NAMES[searchTextOf(text)];
}

function provincesNamed(all: readonly Province[], text: string, country: Country | undefined) {
  const wanted = searchTextOf(text);
  return all.filter(
    (province) =>
      (country === undefined || province.country === country) &&
      (searchTextOf(province.code) === wanted ||
        searchTextOf(province.name) === wanted ||
        Object.values(province.labels).some((label) => searchTextOf(label) === wanted)),
  );
}

const refuse = (field: string, key: FieldProblem) =>
  new AppError('validation_failed', 'validation_failed', { [field]: [key] });

/** One way of naming the city: the field it came from and the narrowing that goes with it. */
type Candidate = {
  field: CityNamingField;
  name: string;
  provinces: readonly Province[] | undefined;
  country: Country | undefined;
  /** Address parts only count when they name a city exactly; typed names may be near misses. */
  exact: boolean;
  /**
   * A part of typed words named no province or country ("Springfield, Narnia"): the words name
   * a place we do not know, which another city of the same name must not silently stand in for.
   */
  unknownPart: boolean;
};

/**
 * Turns the place fields of a search into one reference city, offline: "Ottawa, ON",
 * `city1=Ottawa&state1=Ontario`, a locality… The province (state1, else area_level_1, else the
 * part after the comma) narrows same-named cities; without one the most populous match wins.
 */
export function createPlaceResolver(places: PlacesRepo) {
  async function candidatesOf(query: PlaceQuery): Promise<Candidate[]> {
    const country = query.country1 === undefined ? undefined : countryNamed(query.country1);
    if (query.country1 !== undefined && country === undefined) {
      throw refuse('country1', SearchPlaceValidation.unknownCountry);
    }
    const all = await places.currentProvinces();
    let provinces: readonly Province[] | undefined;
    if (query.state1 !== undefined) {
      provinces = provincesNamed(all, query.state1, country);
      if (provinces.length === 0) {
        throw refuse('state1', SearchPlaceValidation.unknownProvince);
      }
    } else if (query.area_level_1 !== undefined) {
      // The first administrative level is a province in every country we serve.
      const named = provincesNamed(all, query.area_level_1, country);
      provinces = named.length > 0 ? named : undefined;
    }

    return CITY_NAMING_FIELDS.flatMap((field): Candidate[] => {
      const value = query[field];
      if (value === undefined) {
        return [];
      }
      const exact = !['city', 'city1', 'location'].includes(field);
      if (field !== 'location') {
        return [{ field, name: value, provinces, country, exact, unknownPart: false }];
      }
      // "Ottawa, ON, Canada": the city, then maybe a province, then maybe a country.
      const [name = '', ...rest] = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      let partCountry = country;
      let partProvinces = provinces;
      let unknownPart = false;
      for (const part of rest) {
        const named = provincesNamed(all, part, partCountry);
        const namedCountry = countryNamed(part);
        if (named.length > 0 && provinces === undefined) {
          partProvinces = named;
        } else {
          partCountry ??= namedCountry;
        }
        unknownPart ||= named.length === 0 && namedCountry === undefined;
      }
      return [{ field, name, provinces: partProvinces, country: partCountry, exact, unknownPart }];
    });
  }

  /** The cities a candidate may mean, best first (then most populous), within its narrowing. */
  async function citiesNear(candidate: Candidate): Promise<ResolvedCity[]> {
    const ids = candidate.provinces?.map((province) => province.id);
    return (await places.matchingCities(candidate.name, candidate.country, CANDIDATES)).filter(
      (row) => ids === undefined || ids.includes(row.province.id),
    );
  }

  async function cityFor(candidate: Candidate): Promise<ResolvedCity | undefined> {
    if (candidate.unknownPart) {
      return undefined;
    }
    const wanted = searchTextOf(candidate.name);
    const rows = await citiesNear(candidate);
    // Rows come best first (then most populous), so the first exact name is the likeliest one.
    const exact = rows.find((row) => searchTextOf(row.name) === wanted);
    return candidate.exact ? exact : (exact ?? rows[0]);
  }

  return {
    /** The city the fields name; 422 on the first field given when none names a known one. */
    async resolve(query: PlaceQuery): Promise<ResolvedCity> {
      const candidates = await candidatesOf(query);
      for (const candidate of candidates) {
        const city = await cityFor(candidate);
        if (city !== undefined) {
          return city;
        }
      }
      throw refuse(candidates[0]?.field ?? 'city', ListingSearchValidation.unknownCity);
    },

    /**
     * The known cities closest to typed words the search could not use: their city's name
     * within the province or country they name, else anywhere ("Springfield, Narnia" offers
     * every Springfield).
     */
    async closestTo(location: string, limit: number): Promise<ResolvedCity[]> {
      const [candidate] = await candidatesOf({ location });
      if (candidate === undefined || candidate.name === '') {
        return [];
      }
      const narrowed = await citiesNear(candidate);
      return narrowed.length > 0
        ? narrowed.slice(0, limit)
        : places.matchingCities(candidate.name, undefined, limit);
    },
  };
}

export type PlaceResolver = ReturnType<typeof createPlaceResolver>;
