import { itemResponse, listingDetailSchema } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '../../../api/fetchParsed.ts';
import { useLocale } from '../../../app/i18n/useLocale.ts';

/** One published listing with its agency's contact; names come in the page's language. */
export function useListing(listingId: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['marketplace', 'listing', listingId, locale],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed(
          `/api/marketplace/listings/${listingId}`,
          itemResponse(listingDetailSchema),
          { signal },
        )
      ).data,
    enabled: Number.isInteger(listingId) && listingId > 0,
    retry: false,
  });
}
