import {
  LISTING_PHOTO_WIDTH_MAX,
  type Listing,
  type ListingPhoto,
  listingPhotoUrl,
  listingPhotoWidthUrl,
  type MarketplaceProduct,
  type PriceUnit,
  type ListingService as ServiceCode,
  type WeekDay,
} from '@hearth/domain';
import type { StoredListingPhoto } from '../../../db/schema/index.ts';
import type { listingColumns } from './listingColumns.ts';
import type { ListingRecord } from './listingRepo.ts';

type FieldsRow = Pick<ListingRecord, keyof typeof listingColumns>;
type ListingFields = Omit<Listing, 'distanceKm' | 'city'>;

/**
 * A gallery photo with the sizes a page may pick from: its resized copies and, unless it is wider
 * than a page ever shows, the upload itself (a wider upload is offered only resized).
 */
function listingPhotoDto(listingId: number, photo: StoredListingPhoto): ListingPhoto {
  const url = listingPhotoUrl(listingId, photo.id);
  const copies = photo.resizedWidths.map((width) => ({
    url: listingPhotoWidthUrl(listingId, photo.id, width),
    width,
  }));
  const upload =
    photo.width !== null && photo.width <= LISTING_PHOTO_WIDTH_MAX
      ? [{ url, width: photo.width }]
      : [];
  return { id: photo.id, url, sources: [...copies, ...upload] };
}

/** What every view of a listing shows, from the columns every view reads. */
export function listingFieldsDto(row: FieldsRow): ListingFields {
  return {
    id: row.id,
    product: row.product as MarketplaceProduct,
    agency: { id: row.agencyId, name: row.agencyName },
    name: row.name,
    description: row.description,
    services: row.services as ServiceCode[],
    languageIds: row.languageIds,
    careTypeIds: row.careTypeIds,
    openDays: row.openDays as WeekDay[],
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    price: {
      minCents: row.priceMinCents,
      maxCents: row.priceMaxCents,
      unit: row.priceUnit as PriceUnit,
    },
    latitude: row.latitude,
    longitude: row.longitude,
    photos: row.photos.map((photo) => listingPhotoDto(row.id, photo)),
    // The column is null below the review count a rating needs.
    rating: row.rating === null ? null : { average: row.rating, count: row.reviewCount },
  };
}

export function listingDto(row: ListingRecord): Listing {
  return {
    ...listingFieldsDto(row),
    city:
      row.cityId === null || row.cityName === null ? null : { id: row.cityId, name: row.cityName },
    distanceKm: row.distanceKm,
  };
}
