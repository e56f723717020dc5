import type {
  ListingService,
  ListingWrite,
  ListingWriteInput,
  MarketplaceProduct,
  OwnListing,
  PriceUnit,
  WeekDay,
} from '@hearth/domain';
import type { DefaultValues } from 'react-hook-form';
import { isFieldAmong } from '../../../app/forms/fieldValues.ts';

// The schema's input leaves enumeration codes `unknown` (it parses them from anything); the form
// only ever holds real codes, so its values say so.
export type ListingFormValues = Omit<
  ListingWriteInput,
  'product' | 'services' | 'openDays' | 'price'
> & {
  product: MarketplaceProduct;
  services?: ListingService[];
  openDays?: WeekDay[];
  price: { minCents: number; maxCents: number; unit: PriceUnit };
};
export type ListingFormOutput = ListingWrite;

/** A new listing: nothing chosen yet; the price boxes start empty rather than at zero. */
export const emptyListing: DefaultValues<ListingFormValues> = {
  product: 'homecare',
  name: '',
  description: '',
  services: [],
  languageIds: [],
  careTypeIds: [],
  openDays: [],
  opensAt: null,
  closesAt: null,
  price: { unit: 'hour' },
  cityId: null,
  latitude: null,
  longitude: null,
};

/** The form filled in from a saved listing; what the server holds is sent back unless changed. */
export function toFormValues(listing: OwnListing): ListingFormValues {
  return {
    product: listing.product,
    name: listing.name,
    description: listing.description,
    services: listing.services,
    languageIds: listing.languageIds,
    careTypeIds: listing.careTypeIds,
    openDays: listing.openDays,
    opensAt: listing.opensAt,
    closesAt: listing.closesAt,
    price: listing.price,
    cityId: listing.city?.id ?? null,
    latitude: listing.latitude,
    longitude: listing.longitude,
  };
}

/** The form's fields, by the names (and prefixes) the server's field errors use. */
export const FORM_FIELDS = [
  'product',
  'name',
  'description',
  'services',
  'languageIds',
  'careTypeIds',
  'openDays',
  'opensAt',
  'closesAt',
  'price',
  'cityId',
  'latitude',
  'longitude',
] as const;

export const isFormField = isFieldAmong(FORM_FIELDS);
