import { z } from 'zod';
import { emptyAsUnset } from './fields.ts';

const placeText = (max: number) => emptyAsUnset(z.string().trim().min(1).max(max));

/**
 * The place fields of a stored search query (spec names), accepted by the listings search so a
 * stored query can be sent as it is. Each names a place in words; the server resolves them.
 */
export const searchPlaceFields = {
  /** Free text as a place box shows it: "Ottawa, ON", "Ottawa, Ontario, Canada". */
  location: placeText(200),
  city1: placeText(100),
  /** A province or state, by code ("ON") or name ("Ontario"). */
  state1: placeText(100),
  /** A country, by code ("CA") or name ("Canada"). */
  country1: placeText(100),
  locality: placeText(100),
  sublocality: placeText(100),
  area_level_1: placeText(100),
  area_level_2: placeText(100),
  area_level_3: placeText(100),
};

export type SearchPlaceFields = { [K in keyof typeof searchPlaceFields]?: string | undefined };

/**
 * The fields that may name the city, in the order the server tries them: the explicit ones first,
 * then the address parts that sometimes hold a city (a locality, a borough, a township).
 */
export const CITY_NAMING_FIELDS = [
  'city',
  'city1',
  'location',
  'locality',
  'sublocality',
  'area_level_3',
  'area_level_2',
] as const;
export type CityNamingField = (typeof CITY_NAMING_FIELDS)[number];

/** Codes of SERVER_MESSAGES: the server says them in English, the web in the page's language. */
export const SearchPlaceValidation = {
  unknownProvince: 'place_unknown_province',
  unknownCountry: 'place_unknown_country',
} as const;
