import {
  type ListResponse,
  type ReferenceList,
  type ReferenceStatus,
  routes,
} from '@hearth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';
import { type EntryRow, toRow } from './entries.ts';

export type EntryListParams = {
  page: number;
  perPage: number;
  q?: string | undefined;
  status: ReferenceStatus;
};

const { entries } = routes.reference;
const entriesKey = (list: ReferenceList) => ['reference', list] as const;

export function useEntryList(list: ReferenceList, params: EntryListParams) {
  return useQuery({
    queryKey: [...entriesKey(list), 'list', params],
    queryFn: async ({ signal }): Promise<ListResponse<EntryRow>> => {
      const { data, meta } = await callApi(entries.list({ list }), { query: params, signal });
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
    queryFn: async ({ signal }) => (await callApi(routes.reference.lists(), { signal })).data,
  });
}

/** The provinces a new city can be added to, by country. */
export function useLocationData() {
  return useQuery({
    queryKey: ['reference', 'location-data'],
    queryFn: async ({ signal }) =>
      (await callApi(routes.reference.locationData(), { signal })).data,
  });
}

export type EntryChange =
  | { kind: 'create'; body: unknown }
  | { kind: 'update'; id: number; body: unknown }
  | { kind: 'retire' | 'unretire'; id: number };

function send(list: ReferenceList, change: EntryChange) {
  switch (change.kind) {
    case 'create':
      return callApi(entries.create({ list }), { body: change.body });
    case 'update':
      return callApi(entries.update({ list, id: change.id }), { body: change.body });
    case 'retire':
    case 'unretire':
      return callApi(entries[change.kind]({ list, id: change.id }));
  }
}

/** Any change to a list's entries; afterwards every page of that list is fetched again. */
export function useChangeEntry(list: ReferenceList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: EntryChange): Promise<EntryRow> =>
      toRow(list, (await send(list, change)).data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: entriesKey(list) }),
        queryClient.invalidateQueries({ queryKey: ['reference', 'summaries'] }),
      ]),
  });
}
