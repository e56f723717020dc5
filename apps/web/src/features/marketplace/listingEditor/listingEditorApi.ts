import {
  careTypeSchema,
  itemResponse,
  type ListingWriteInput,
  listResponse,
  MAX_PER_PAGE,
  type MarketplaceProduct,
  type OwnListing,
  ownListingSchema,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiClient } from '../../../api/client.ts';
import { fetchParsed, type QueryParams, sendParsed } from '../../../api/fetchParsed.ts';
import { useLocale } from '../../../app/i18n/useLocale.ts';

const listingList = listResponse(ownListingSchema);
const oneListing = itemResponse(ownListingSchema);

const listingsKey = ['ownListings'] as const;
const listKey = [...listingsKey, 'list'] as const;
const oneKey = (id: number) => [...listingsKey, 'one', id] as const;
const managePath = (id: number) => `/api/marketplace/listings/${id}/manage`;
const photosPath = (id: number) => `/api/marketplace/listings/${id}/photos`;

export type OwnListingParams = QueryParams & { page: number; perPage: number };

/** An agency's own listings, drafts too; nothing is asked until an agency is known. */
export function useOwnListings(agencyId: number | null, params: OwnListingParams) {
  return useQuery({
    queryKey: [...listKey, agencyId, params],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/agencies/${agencyId}/listings`, listingList, { params, signal }),
    enabled: agencyId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useOwnListing(id: number | null) {
  return useQuery({
    queryKey: oneKey(id ?? 0),
    queryFn: async ({ signal }) =>
      (await fetchParsed(managePath(id ?? 0), oneListing, { signal })).data,
    enabled: id !== null,
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
    mutationFn: async (body: ListingWriteInput) =>
      (
        await sendParsed(
          id === null ? 'post' : 'put',
          id === null ? `/api/agencies/${agencyId}/listings` : managePath(id),
          oneListing,
          body,
        )
      ).data,
    onSuccess,
  });
}

export function usePublishListing(id: number) {
  const onSuccess = useListingChanged();
  return useMutation({
    mutationFn: async (published: boolean) =>
      (await sendParsed('put', `${managePath(id)}/published`, oneListing, { published })).data,
    onSuccess,
  });
}

export function useRetireListing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete(managePath(id));
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
      const response = await apiClient.post(photosPath(id), form, {
        onUploadProgress: (event) => setProgress(event.progress ?? null),
      });
      return oneListing.parse(response.data).data;
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
      oneListing.parse((await apiClient.delete(`${photosPath(id)}/${photoId}`)).data).data,
    onSuccess,
  });
}

export function useReorderPhotos(id: number) {
  const onSuccess = useListingChanged();
  return useMutation({
    mutationFn: async (photoIds: number[]) =>
      (await sendParsed('put', `${photosPath(id)}/order`, oneListing, { photoIds })).data,
    onSuccess,
  });
}

const careTypeList = listResponse(careTypeSchema);

/** The current care types of one kind of care, named in the page's language. */
export function useCareTypesOf(product: MarketplaceProduct) {
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['reference', 'careTypesOf', product],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/caretypes/${product}`, careTypeList, {
        params: { perPage: MAX_PER_PAGE },
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
