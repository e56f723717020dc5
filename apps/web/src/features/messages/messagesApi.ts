import {
  type PatientMessage,
  type PatientMessageCreate,
  type PatientThreadPage,
  routes,
} from '@hearth/domain';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

export const MESSAGES_PER_PAGE = 30;

export const threadKey = (patientId: number) => ['patients', patientId, 'messages'] as const;

/** The thread from its newest page back: each further page holds older messages. */
export function usePatientThread(patientId: number) {
  return useInfiniteQuery({
    queryKey: threadKey(patientId),
    queryFn: ({ pageParam, signal }) =>
      callApi(routes.patientMessages.ofPatient({ patientId }), {
        query: { page: pageParam, perPage: MESSAGES_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: PatientThreadPage) =>
      last.meta.page * last.meta.perPage < last.meta.total ? last.meta.page + 1 : undefined,
    // A message can arrive while the page is open: read again when the window comes back.
    staleTime: 0,
  });
}

/** The loaded messages, oldest first, whatever order the pages came in. */
/** Whose thread it is, once its first page has come. */
export const patientNameOf = (data: InfiniteData<PatientThreadPage> | undefined) =>
  data?.pages[0]?.meta.patientName;

export function messagesOf(data: InfiniteData<PatientThreadPage> | undefined): PatientMessage[] {
  return [...(data?.pages ?? [])].reverse().flatMap((page) => page.data);
}

export function usePostMessage(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PatientMessageCreate): Promise<PatientMessage> =>
      (await callApi(routes.patientMessages.post({ patientId }), { body: values })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKey(patientId) }),
  });
}

export function useMarkThreadRead(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lastReadId: number) =>
      (await callApi(routes.patientMessages.markRead({ patientId }), { body: { lastReadId } }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKey(patientId) }),
  });
}
