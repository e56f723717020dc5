import { routes } from '@hearth/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';
import { useLocale } from '../../../app/i18n/useLocale.ts';

/** One published listing with its agency's contact; names come in the page's language. */
export function useListing(listingId: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['marketplace', 'listing', listingId, locale],
    queryFn: async ({ signal }) =>
      (await callApi(routes.marketplace.listing({ listingId }), { signal })).data,
    enabled: Number.isInteger(listingId) && listingId > 0,
    retry: false,
  });
}
