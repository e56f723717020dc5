import { z } from 'zod';
import { LISTING_SERVICES, ListingService, PriceUnit } from '../enums/listings.ts';
import { MarketplaceProduct } from '../enums/marketplace.ts';
import { WeekDay } from '../enums/reference.ts';
import { emptyAsUnset, ID_MAX, idSet, namedSchema, pathId, positiveId } from './fields.ts';
import { listingSchema } from './listings.ts';
import { paginationQuerySchema } from './pagination.ts';
import { PHOTO_TYPES, type PhotoType } from './uploads.ts';

export const LISTING_NAME_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 5000;
/** Per listing: a gallery, not an archive. */
export const LISTING_PHOTOS_MAX = 8;
export const LISTING_PHOTO_BYTES_MAX = 5 * 1024 * 1024;
export const LISTING_PHOTO_TYPES = PHOTO_TYPES;
export type ListingPhotoType = PhotoType;
const REFERENCE_IDS_MAX = 30;

/** Messages as i18n keys of the web's `listingEditor` namespace; the web shows them in words. */
export const ListingEditorValidation = {
  priceRange: 'listingEditor:validation.priceRange',
  hoursTogether: 'listingEditor:validation.hoursTogether',
  closesAfterOpens: 'listingEditor:validation.closesAfterOpens',
  hourFormat: 'listingEditor:validation.hourFormat',
  serviceOfProduct: 'listingEditor:validation.serviceOfProduct',
  coordinatesTogether: 'listingEditor:validation.coordinatesTogether',
  placeNeeded: 'listingEditor:validation.placeNeeded',
  unknownCity: 'listingEditor:validation.unknownCity',
  careTypeOfProduct: 'listingEditor:validation.careTypeOfProduct',
  photoType: 'listingEditor:validation.photoType',
  photoDamaged: 'listingEditor:validation.photoDamaged',
  photoTooLarge: 'listingEditor:validation.photoTooLarge',
  photoMissing: 'listingEditor:validation.photoMissing',
  photosFull: 'listingEditor:validation.photosFull',
  photoOrder: 'listingEditor:validation.photoOrder',
} as const;

const hourMinute = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: ListingEditorValidation.hourFormat });
const cents = z.number().int().min(0).max(ID_MAX);
const distinct = <T>(values: T[]) => [...new Set(values)];

/** A listing as its agency writes it; the server also checks that the ids name something. */
export const listingWriteSchema = z
  .object({
    product: MarketplaceProduct.schema,
    name: z.string().trim().min(1).max(LISTING_NAME_MAX),
    description: z.string().trim().max(LISTING_DESCRIPTION_MAX).default(''),
    services: z
      .array(ListingService.schema)
      .max(ListingService.codes.length)
      .default([])
      .transform(distinct),
    languageIds: idSet(REFERENCE_IDS_MAX),
    careTypeIds: idSet(REFERENCE_IDS_MAX),
    openDays: z.array(WeekDay.schema).max(7).default([]).transform(distinct),
    opensAt: hourMinute.nullable().default(null),
    closesAt: hourMinute.nullable().default(null),
    price: z.object({ minCents: cents, maxCents: cents, unit: PriceUnit.schema }),
    /** The city the listing is in; its centre is the listing's point unless coordinates are given. */
    cityId: positiveId.nullable().default(null),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
  })
  .superRefine((listing, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (listing.price.minCents > listing.price.maxCents) {
      issue(['price', 'maxCents'], ListingEditorValidation.priceRange);
    }
    if ((listing.opensAt === null) !== (listing.closesAt === null)) {
      issue(
        [listing.opensAt === null ? 'opensAt' : 'closesAt'],
        ListingEditorValidation.hoursTogether,
      );
    } else if (
      listing.opensAt !== null &&
      listing.closesAt !== null &&
      listing.closesAt <= listing.opensAt
    ) {
      // Zero-padded HH:MM compares as text in time order.
      issue(['closesAt'], ListingEditorValidation.closesAfterOpens);
    }
    const offered: readonly ListingService[] = LISTING_SERVICES[listing.product];
    if (listing.services.some((service) => !offered.includes(service))) {
      issue(['services'], ListingEditorValidation.serviceOfProduct);
    }
    if ((listing.latitude === null) !== (listing.longitude === null)) {
      issue(
        [listing.latitude === null ? 'latitude' : 'longitude'],
        ListingEditorValidation.coordinatesTogether,
      );
    } else if (listing.latitude === null && listing.cityId === null) {
      issue(['cityId'], ListingEditorValidation.placeNeeded);
    }
  });
export type ListingWriteInput = z.input<typeof listingWriteSchema>;
export type ListingWrite = z.output<typeof listingWriteSchema>;

/** A listing as its own agency sees it: drafts too, with its photos by id. */
export const ownListingSchema = listingSchema.omit({ distanceKm: true }).extend({
  city: namedSchema.nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type OwnListing = z.infer<typeof ownListingSchema>;

export const agencyListingsParamsSchema = z.object({ agencyId: pathId });

export const ownListingQuerySchema = paginationQuerySchema.omit({ sort: true }).extend({
  product: emptyAsUnset(MarketplaceProduct.schema),
  published: emptyAsUnset(z.enum(['true', 'false']).transform((value) => value === 'true')),
});
export type OwnListingQuery = z.input<typeof ownListingQuerySchema>;

export const listingPublishSchema = z.object({ published: z.boolean() });

export const listingPhotoParamsSchema = z.object({ listingId: pathId, photoId: pathId });

export const listingPhotoOrderSchema = z.object({
  photoIds: z.array(positiveId).max(LISTING_PHOTOS_MAX),
});
