import type { ApiRequest, ItemResponse, ListResponse } from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, type QueryParams } from '../../../api/callApi.ts';

type Answering<T> = { response: z.ZodType<T> };
type Sending<Input, T> = { body: z.ZodType<unknown, Input>; response: z.ZodType<T> };
type ById = { id: number };

/**
 * The six endpoints of one kind of retirable directory entry, as the route table gives them;
 * `Input` is what its write schema accepts.
 */
export type EntryRoutes<Entry, Input> = {
  list: () => ApiRequest<Answering<ListResponse<Entry>>>;
  show: (params: ById) => ApiRequest<Answering<ItemResponse<Entry>>>;
  create: () => ApiRequest<Sending<Input, ItemResponse<Entry>>>;
  update: (params: ById) => ApiRequest<Sending<Input, ItemResponse<Entry>>>;
  retire: (params: ById) => ApiRequest<Answering<ItemResponse<Entry>>>;
  reinstate: (params: ById) => ApiRequest<Answering<ItemResponse<Entry>>>;
};

/**
 * The hooks of one kind of retirable directory entry (care coordinators, payers); its form saves
 * `Write`, what the write schema gives back, which the server's schema accepts again.
 */
export function entryApi<Entry extends { id: number }, Input, Write extends Input>(
  name: string,
  entryRoutes: EntryRoutes<Entry, Input>,
) {
  const key = ['directory', name] as const;
  const oneQuery = (id: number) =>
    queryOptions({
      queryKey: [...key, 'one', id],
      queryFn: async ({ signal }) => (await callApi(entryRoutes.show({ id }), { signal })).data,
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
        queryFn: ({ signal }) => callApi(entryRoutes.list(), { query: params, signal }),
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
            ? (await callApi(entryRoutes.create(), { body: request })).data
            : (await callApi(entryRoutes.update({ id }), { body: request })).data,
        onSuccess: changed,
      });
    },

    useSetRetired(id: number) {
      const changed = useChanged();
      return useMutation({
        mutationFn: async (retired: boolean): Promise<Entry> =>
          (await callApi((retired ? entryRoutes.retire : entryRoutes.reinstate)({ id }))).data,
        onSuccess: changed,
      });
    },
  };
}
