import type {
  Listing,
  MarketplaceProduct,
  PriceUnit,
  ListingService as ServiceCode,
  WeekDay,
} from '@hearth/domain';
import type { listingColumns } from './listingColumns.ts';
import type { ListingRecord } from './listingRepo.ts';

type FieldsRow = Pick<ListingRecord, keyof typeof listingColumns>;
type ListingFields = Omit<Listing, 'distanceKm' | 'city'>;

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
    photoUrls: row.photoUrls,
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
