import type { Country, ListingDetail, Locale } from '@hearth/domain';
import { AppError } from '../../../platform/errors.ts';
import { listingFieldsDto } from './dto.ts';
import type { ListingDetailRecord, ListingDetailRepo } from './listingDetailRepo.ts';

const notFound = 'listing_unpublished';

function cityOf(row: ListingDetailRecord): ListingDetail['city'] {
  const { cityId, cityName, citySlug, provinceCode, provinceName, country } = row;
  if (
    cityId === null ||
    cityName === null ||
    citySlug === null ||
    provinceCode === null ||
    provinceName === null ||
    country === null
  ) {
    return null;
  }
  return {
    id: cityId,
    name: cityName,
    slug: citySlug,
    provinceCode,
    provinceName,
    country: country as Country,
  };
}

/** One listing's public page. */
export function createListingDetailService(repo: ListingDetailRepo) {
  return {
    async read(listingId: number, locale: Locale): Promise<ListingDetail> {
      const row = await repo.findPublished(listingId);
      if (row === undefined) {
        throw new AppError('not_found', notFound);
      }
      const [languages, careTypes] = await Promise.all([
        repo.languageNames(row.languageIds, locale),
        repo.careTypeNames(row.careTypeIds, locale),
      ]);
      return {
        ...listingFieldsDto(row),
        agency: {
          id: row.agencyId,
          name: row.agencyName,
          phone: row.agencyPhone,
          website: row.agencyWebsite,
        },
        city: cityOf(row),
        languages,
        careTypes,
      };
    },
  };
}

export type ListingDetailService = ReturnType<typeof createListingDetailService>;
