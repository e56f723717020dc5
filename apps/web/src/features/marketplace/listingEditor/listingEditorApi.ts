import {
  type ListingWriteInput,
  MAX_PER_PAGE,
  type MarketplaceProduct,
  type OwnListing,
  routes,
} from '@hearth/domain';
import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { callApi, type QueryParams } from '../../../api/callApi.ts';
import { useLocale } from '../../../app/i18n/useLocale.ts';

const listingsKey = ['ownListings'] as const;
const listKey = [...listingsKey, 'list'] as const;
const oneKey = (id: number) => [...listingsKey, 'one', id] as const;
const listings = routes.ownListings;

export type OwnListingParams = QueryParams & { page: number; perPage: number };

/** An agency's own listings, drafts too; nothing is asked until an agency is known. */
export function useOwnListings(agencyId: number | null, params: OwnListingParams) {
  return useQuery({
    queryKey: [...listKey, agencyId, params],
    queryFn:
      agencyId === null
        ? skipToken
        : ({ signal }) => callApi(listings.list({ agencyId }), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOwnListing(id: number | null) {
  return useQuery({
    queryKey: oneKey(id ?? 0),
    queryFn:
      id === null
        ? skipToken
        : async ({ signal }) => (await callApi(listings.show({ listingId: id }), { signal })).data,
  });
}

/** Every change answers the whole listing: the editor shows it, the lists are asked again. */
function useListingChanged() {
  const queryClient = useQueryClient();
  return (listing: OwnListing) => {
    queryClient.setQueryData(oneKey(listing.id), listing);
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
}

export function useSaveListing(agencyId: number | null, id: number | null) {
  const onSuccess = useListingChanged();
  return useMutation({
    mutationFn: async (body: ListingWriteInput) => {
      if (id !== null) {
        return (await callApi(listings.update({ listingId: id }), { body })).data;
      }
      if (agencyId === null) {
        throw new Error('A new listing belongs to an agency.');
      }
      return (await callApi(listings.create({ agencyId }), { body })).data;
    },
    onSuccess,
  });
}

export function usePublishListing(id: number) {
  const onSuccess = useListingChanged();
  return useMutation({
    mutationFn: async (published: boolean) =>
      (await callApi(listings.publish({ listingId: id }), { body: { published } })).data,
    onSuccess,
  });
}

export function useRetireListing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await callApi(listings.retire({ listingId: id }));
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: oneKey(id) });
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** Uploads one photo; `progress` runs from 0 to 1 while the bytes go up. */
export function useUploadPhoto(id: number) {
  const onSuccess = useListingChanged();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      setProgress(0);
      const answer = await callApi(listings.photos.upload({ listingId: id }), {
        body: form,
        onUploadProgress: (event) => setProgress(event.progress ?? null),
      });
      return answer.data;
    },
    onSuccess,
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

export function useRemovePhoto(id: number) {
  const onSuccess = useListingChanged();
  return useMutation({
    mutationFn: async (photoId: number) =>
      (await callApi(listings.photos.remove({ listingId: id, photoId }))).data,
    onSuccess,
  });
}

export function useReorderPhotos(id: number) {
  const onSuccess = useListingChanged();
  return useMutation({
    mutationFn: async (photoIds: number[]) =>
      (await callApi(listings.photos.reorder({ listingId: id }), { body: { photoIds } })).data,
    onSuccess,
  });
}

/** The current care types of one kind of care, named in the page's language. */
export function useCareTypesOf(product: MarketplaceProduct) {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['reference', 'careTypesOf', product],
    queryFn: ({ signal }) =>
      callApi(routes.marketplace.careTypesOf({ product }), {
        query: { perPage: MAX_PER_PAGE },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
  const choices = useMemo(
    () =>
      (query.data?.data ?? []).map((careType) => ({
        value: careType.id,
        label: careType.labels[locale],
      })),
    [query.data, locale],
  );
  return { choices, isPending: query.isPending };
}
