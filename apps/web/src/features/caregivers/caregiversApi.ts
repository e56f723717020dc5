import {
  type Caregiver,
  type CaregiverDocumentWriteInput,
  type CaregiverStatusChangeInput,
  type CaregiverWriteInput,
  caregiverDocumentSchema,
  caregiverSchema,
  caregiverStatusChangeRecordSchema,
  caregiverSummarySchema,
  itemResponse,
  listResponse,
} from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../api/client.ts';
import { fetchParsed, type QueryParams, sendParsed } from '../../api/fetchParsed.ts';

const caregiverList = listResponse(caregiverSummarySchema);
const oneCaregiver = itemResponse(caregiverSchema);
const historyList = listResponse(caregiverStatusChangeRecordSchema);
const documentList = listResponse(caregiverDocumentSchema);
const oneDocument = itemResponse(caregiverDocumentSchema);

/** The history and documents a detail page shows at once; more is rare for one caregiver. */
export const DETAIL_LIST_SIZE = 50;

const caregiversKey = ['caregivers'] as const;
const listKey = [...caregiversKey, 'list'] as const;
const oneKey = (id: number) => [...caregiversKey, 'one', id] as const;

/** Filters as the address holds them; the server reads codes and ids from text. */
export type CaregiverListParams = QueryParams & { page: number; perPage: number };

export function useCaregiverList(params: CaregiverListParams) {
  return useQuery({
    queryKey: [...listKey, params],
    queryFn: ({ signal }) => fetchParsed('/api/caregivers', caregiverList, { params, signal }),
    // The current page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });
}

export const caregiverQuery = (id: number) =>
  queryOptions({
    queryKey: oneKey(id),
    queryFn: async ({ signal }) =>
      (await fetchParsed(`/api/caregivers/${id}`, oneCaregiver, { signal })).data,
  });

export function useCaregiver(id: number, enabled = true) {
  return useQuery({ ...caregiverQuery(id), enabled });
}

export function useStatusHistory(id: number) {
  return useQuery({
    queryKey: [...oneKey(id), 'history'],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/caregivers/${id}/status-history`, historyList, {
        params: { perPage: DETAIL_LIST_SIZE },
        signal,
      }),
  });
}

export function useDocuments(id: number) {
  return useQuery({
    queryKey: [...oneKey(id), 'documents'],
    queryFn: ({ signal }) =>
      fetchParsed(`/api/caregivers/${id}/documents`, documentList, {
        params: { perPage: DETAIL_LIST_SIZE },
        signal,
      }),
  });
}

/** After a change: the profile shows the answer; lists, history and documents are fetched again. */
function useCaregiverChanged() {
  const queryClient = useQueryClient();
  return (caregiver: Caregiver) => {
    queryClient.setQueryData(oneKey(caregiver.id), caregiver);
    void queryClient.invalidateQueries({ queryKey: listKey });
    void queryClient.invalidateQueries({ queryKey: oneKey(caregiver.id), exact: false });
  };
}

export function useSaveCaregiver(id: number | null) {
  const changed = useCaregiverChanged();
  return useMutation({
    mutationFn: async (body: CaregiverWriteInput) =>
      (
        await sendParsed(
          id === null ? 'post' : 'put',
          id === null ? '/api/caregivers' : `/api/caregivers/${id}`,
          oneCaregiver,
          body,
        )
      ).data,
    onSuccess: changed,
  });
}

export function useChangeStatus(id: number) {
  const changed = useCaregiverChanged();
  return useMutation({
    mutationFn: async (body: CaregiverStatusChangeInput) =>
      (await sendParsed('post', `/api/caregivers/${id}/status`, oneCaregiver, body)).data,
    onSuccess: changed,
  });
}

/** Documents change the profile's expiry counts too, so the whole caregiver is fetched again. */
function useDocumentsChanged(caregiverId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: oneKey(caregiverId) });
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
}

export function useSaveDocument(caregiverId: number, documentId: number | null) {
  const onSuccess = useDocumentsChanged(caregiverId);
  const base = `/api/caregivers/${caregiverId}/documents`;
  return useMutation({
    mutationFn: async (body: CaregiverDocumentWriteInput) =>
      (
        await sendParsed(
          documentId === null ? 'post' : 'put',
          documentId === null ? base : `${base}/${documentId}`,
          oneDocument,
          body,
        )
      ).data,
    onSuccess,
  });
}

export function useRemoveDocument(caregiverId: number) {
  const onSuccess = useDocumentsChanged(caregiverId);
  return useMutation({
    mutationFn: async (documentId: number) => {
      await apiClient.delete(`/api/caregivers/${caregiverId}/documents/${documentId}`);
    },
    onSuccess,
  });
}
