import {
  type ListResponse,
  listMetaSchema,
  locationDataSchema,
  type ReferenceList,
  type ReferenceStatus,
  referenceListSummarySchema,
} from '@hearth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../api/client.ts';
import { type EntryRow, toRow } from './entries.ts';

export type EntryListParams = {
  page: number;
  perPage: number;
  q?: string | undefined;
  status: ReferenceStatus;
};

const anyList = z.object({ data: z.array(z.unknown()), meta: listMetaSchema });
const anyItem = z.object({ data: z.unknown() });

const entriesKey = (list: ReferenceList) => ['reference', list] as const;

export function useEntryList(list: ReferenceList, params: EntryListParams) {
  return useQuery({
    queryKey: [...entriesKey(list), 'list', params],
    queryFn: async ({ signal }): Promise<ListResponse<EntryRow>> => {
      const response = await apiClient.get(`/api/${list}`, { params, signal });
      const { data, meta } = anyList.parse(response.data);
      return { data: data.map((entry) => toRow(list, entry)), meta };
    },
    // The current page stays on screen while the next one of the same list loads, instead of a
    // blank table; another list's rows never stand in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === list ? previous : undefined,
  });
}

/** Every list with how many entries it offers and keeps retired, for the list chooser. */
export function useListSummaries() {
  return useQuery({
    queryKey: ['reference', 'summaries'],
    queryFn: async ({ signal }) => {
      const response = await apiClient.get('/api/reference-lists', { signal });
      return z.object({ data: z.array(referenceListSummarySchema) }).parse(response.data).data;
    },
  });
}

/** The provinces a new city can be added to, by country. */
export function useLocationData() {
  return useQuery({
    queryKey: ['reference', 'location-data'],
    queryFn: async ({ signal }) => {
      const response = await apiClient.get('/api/location-data', { signal });
      return z.object({ data: locationDataSchema }).parse(response.data).data;
    },
  });
}

export type EntryChange =
  | { kind: 'create'; body: unknown }
  | { kind: 'update'; id: number; body: unknown }
  | { kind: 'retire' | 'unretire'; id: number };

function send(list: ReferenceList, change: EntryChange) {
  switch (change.kind) {
    case 'create':
      return apiClient.post(`/api/${list}`, change.body);
    case 'update':
      return apiClient.patch(`/api/${list}/${change.id}`, change.body);
    case 'retire':
    case 'unretire':
      return apiClient.post(`/api/${list}/${change.id}/${change.kind}`);
  }
}

/** Any change to a list's entries; afterwards every page of that list is fetched again. */
export function useChangeEntry(list: ReferenceList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: EntryChange): Promise<EntryRow> =>
      toRow(list, anyItem.parse((await send(list, change)).data).data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: entriesKey(list) }),
        queryClient.invalidateQueries({ queryKey: ['reference', 'summaries'] }),
      ]),
  });
}
