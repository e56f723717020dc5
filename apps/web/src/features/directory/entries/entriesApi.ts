import { type ItemResponse, itemResponse, type ListResponse, listResponse } from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed, type QueryParams, sendParsed } from '../../../api/fetchParsed.ts';

/**
 * The hooks of one kind of retirable directory entry (care coordinators, payers): the server
 * gives both the same six endpoints under their own path.
 */
export function entryApi<S extends z.ZodType<{ id: number }>, Write>(path: string, item: S) {
  type Entry = z.infer<S>;
  // zod cannot follow a generic item schema into its envelopes; these are exactly their types.
  const list = listResponse(item) as unknown as z.ZodType<ListResponse<Entry>>;
  const one = itemResponse(item) as unknown as z.ZodType<ItemResponse<Entry>>;
  const key = ['directory', path] as const;
  const oneQuery = (id: number) =>
    queryOptions({
      queryKey: [...key, 'one', id],
      queryFn: async ({ signal }) => (await fetchParsed(`${path}/${id}`, one, { signal })).data,
    });

  function useChanged() {
    const queryClient = useQueryClient();
    return (entry: Entry) => {
      queryClient.setQueryData(oneQuery(entry.id).queryKey, entry);
      void queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
    };
  }

  return {
    useList(params: QueryParams) {
      return useQuery({
        queryKey: [...key, 'list', params],
        queryFn: ({ signal }) => fetchParsed(path, list, { params, signal }),
        placeholderData: keepPreviousData,
      });
    },

    useOne(id: number, enabled = true) {
      return useQuery({ ...oneQuery(id), enabled });
    },

    /** Adds an entry (`id` null) or changes one. */
    useSave(id: number | null) {
      const changed = useChanged();
      return useMutation({
        mutationFn: async (request: Write): Promise<Entry> =>
          id === null
            ? (await sendParsed('post', path, one, request)).data
            : (await sendParsed('put', `${path}/${id}`, one, request)).data,
        onSuccess: changed,
      });
    },

    useSetRetired(id: number) {
      const changed = useChanged();
      return useMutation({
        mutationFn: async (retired: boolean): Promise<Entry> =>
          (await sendParsed('post', `${path}/${id}/${retired ? 'retire' : 'reinstate'}`, one)).data,
        onSuccess: changed,
      });
    },
  };
}
