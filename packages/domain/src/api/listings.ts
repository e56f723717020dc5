import { z } from 'zod';
import { ListingService, PriceUnit } from '../enums/listings.ts';
import { MarketplaceProduct, SearchType } from '../enums/marketplace.ts';
import { Country, WeekDay } from '../enums/reference.ts';
import { listMetaSchema } from './envelopes.ts';
import { emptyAsUnset, ID_MAX, namedSchema, pathId } from './fields.ts';
import { listingPhotoSchema } from './listingPhotos.ts';
import { paginationQuerySchema } from './pagination.ts';
import { listingRatingSchema, RATING_MAX, RATING_MIN } from './reviews.ts';
import { CITY_NAMING_FIELDS, searchPlaceFields } from './searchPlace.ts';

export const LISTING_RADIUS_DEFAULT_KM = 25;
/** The widest search; a wider radius is narrowed to this rather than refused. */
export const LISTING_RADIUS_MAX_KM = 200;
/** Per filter: more values than this is not a search a person makes. */
const FILTER_VALUES_MAX = 20;

/**
 * Codes of SERVER_MESSAGES, also as a custom rule's message: the server writes their English
 * beside the code, the web says them in the page's language.
 */
export const ListingSearchValidation = {
  coordinatesTogether: 'coordinates_together',
  placeNeeded: 'place_needed',
  unknownCity: 'place_unknown_city',
} as const;

const queryNumber = (schema: z.ZodNumber) => emptyAsUnset(z.coerce.number().pipe(schema));

/**
 * A repeatable filter: `language=1&language=2` and `language=1,2` mean the same; a listing must
 * offer every value given.
 */
const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== '' && part !== undefined),
    z
      .array(item)
      .max(FILTER_VALUES_MAX)
      .transform((values) => [...new Set(values)]),
  );
const queryId = z.coerce.number().int().positive().max(ID_MAX);

/** Nearest first, or best rated first (unrated listings after the rated, nearest first). */
export const LISTING_SORTS = ['distance', 'rating'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const searchTypeParamsSchema = z.object({ searchType: SearchType.schema });

export const listingSearchQuerySchema = paginationQuerySchema
  .omit({ sort: true })
  .extend({
    latitude: queryNumber(z.number().min(-90).max(90)),
    longitude: queryNumber(z.number().min(-180).max(180)),
    /** A city's name, resolved against the reference cities (best match) when no point is given. */
    city: emptyAsUnset(z.string().trim().min(1).max(100)),
    ...searchPlaceFields,
    radiusKm: emptyAsUnset(
      // A number too large to write ("1e400") reads as Infinity: absurd, so capped like the rest.
      z.preprocess(
        (value) => (Number(value) === Number.POSITIVE_INFINITY ? LISTING_RADIUS_MAX_KM : value),
        z.coerce
          .number()
          .min(0)
          .transform((km) => Math.min(km, LISTING_RADIUS_MAX_KM)),
      ),
    ).default(LISTING_RADIUS_DEFAULT_KM),
    careType: queryList(queryId).default([]),
    language: queryList(queryId).default([]),
    service: queryList(ListingService.schema).default([]),
    /** In cents: listings whose lowest price is at most this. */
    priceMax: queryNumber(z.number().int().min(0).max(ID_MAX)),
    openOn: emptyAsUnset(z.preprocess(Number, WeekDay.schema)),
    /** Stars: only rated listings (enough reviews) whose average is at least this. */
    minRating: queryNumber(z.number().min(RATING_MIN).max(RATING_MAX)),
    sort: emptyAsUnset(z.enum(LISTING_SORTS)).default('distance'),
  })
  .superRefine((query, ctx) => {
    if ((query.latitude === undefined) !== (query.longitude === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.latitude === undefined ? 'latitude' : 'longitude'],
        message: ListingSearchValidation.coordinatesTogether,
      });
    } else if (
      query.latitude === undefined &&
      CITY_NAMING_FIELDS.every((field) => query[field] === undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['city'],
        message: ListingSearchValidation.placeNeeded,
      });
    }
  });
export type ListingSearchQuery = z.input<typeof listingSearchQuerySchema>;

/** What every view of a listing shows, the search's hits and its own page alike. */
const listingFieldsSchema = z.object({
  id: z.number().int(),
  product: MarketplaceProduct.schema,
  agency: namedSchema,
  name: z.string(),
  description: z.string(),
  services: z.array(ListingService.schema),
  languageIds: z.array(z.number().int()),
  careTypeIds: z.array(z.number().int()),
  openDays: z.array(WeekDay.schema),
  /** `HH:MM`, local time of the listing's place; null when not stated. */
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  price: z.object({
    minCents: z.number().int(),
    maxCents: z.number().int(),
    unit: PriceUnit.schema,
  }),
  latitude: z.number(),
  longitude: z.number(),
  city: namedSchema.nullable(),
  /** Its gallery in order, the cover first. */
  photos: z.array(listingPhotoSchema),
  /** Null until the listing has enough visible reviews to rate it. */
  rating: listingRatingSchema.nullable(),
});

export const listingSchema = listingFieldsSchema.extend({ distanceKm: z.number() });
export type Listing = z.infer<typeof listingSchema>;

/**
 * One listing's public page: the agency's public contact and the names (in the asking locale) of
 * its languages and care types, so the page needs no other call.
 */
export const listingDetailSchema = listingFieldsSchema.extend({
  agency: namedSchema.extend({ phone: z.string().nullable(), website: z.string().nullable() }),
  /** With what a link to the city's place page and the price's currency need. */
  city: namedSchema
    .extend({
      slug: z.string(),
      provinceCode: z.string(),
      provinceName: z.string(),
      country: Country.schema,
    })
    .nullable(),
  languages: z.array(namedSchema),
  careTypes: z.array(namedSchema),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingIdParamsSchema = z.object({ listingId: pathId });

/** Where the search looked: the point, the radius used (after capping) and the city, if named. */
export const searchedPlaceSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  radiusKm: z.number(),
  city: namedSchema.extend({ provinceCode: z.string(), country: z.string() }).nullable(),
});
export type SearchedPlace = z.infer<typeof searchedPlaceSchema>;

/** A city the search could use instead of a place it could not find: "Springfield, MO". */
export const placeMatchSchema = namedSchema.extend({
  provinceCode: z.string(),
  country: Country.schema,
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceMatch = z.infer<typeof placeMatchSchema>;

/** How many closest matches an unknown place is offered. */
export const PLACE_MATCHES_MAX = 5;

export const placeMatchesQuerySchema = z.object({ location: z.string().trim().min(1).max(200) });
/** A few matches, best first, unpaged. */
export const placeMatchesResponseSchema = z.object({ data: z.array(placeMatchSchema) });

export const listingSearchResponseSchema = z.object({
  data: z.array(listingSchema),
  meta: listMetaSchema.extend({ place: searchedPlaceSchema }),
});
