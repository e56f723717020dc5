import {
  type Caregiver,
  type CaregiverDocumentWriteInput,
  type CaregiverPhoto,
  type CaregiverStatusChangeInput,
  type CaregiverWriteInput,
  type OwnCaregiverProfile,
  type OwnCaregiverProfileWriteInput,
  routes,
} from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../api/callApi.ts';

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
    queryFn: ({ signal }) => callApi(routes.caregivers.list(), { query: params, signal }),
    // The current page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });
}

export const caregiverQuery = (id: number) =>
  queryOptions({
    queryKey: oneKey(id),
    queryFn: async ({ signal }) =>
      (await callApi(routes.caregivers.show({ caregiverId: id }), { signal })).data,
  });

export function useCaregiver(id: number, enabled = true) {
  return useQuery({ ...caregiverQuery(id), enabled });
}

export function useStatusHistory(id: number) {
  return useQuery({
    queryKey: [...oneKey(id), 'history'],
    queryFn: ({ signal }) =>
      callApi(routes.caregivers.statusHistory({ caregiverId: id }), {
        query: { perPage: DETAIL_LIST_SIZE },
        signal,
      }),
  });
}

export function useDocuments(id: number) {
  return useQuery({
    queryKey: [...oneKey(id), 'documents'],
    queryFn: ({ signal }) =>
      callApi(routes.caregivers.documents.list({ caregiverId: id }), {
        query: { perPage: DETAIL_LIST_SIZE },
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
      (id === null
        ? await callApi(routes.caregivers.create(), { body })
        : await callApi(routes.caregivers.update({ caregiverId: id }), { body })
      ).data,
    onSuccess: changed,
  });
}

export function useChangeStatus(id: number) {
  const changed = useCaregiverChanged();
  return useMutation({
    mutationFn: async (body: CaregiverStatusChangeInput) =>
      (await callApi(routes.caregivers.changeStatus({ caregiverId: id }), { body })).data,
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
  const documents = routes.caregivers.documents;
  return useMutation({
    mutationFn: async (body: CaregiverDocumentWriteInput) =>
      (documentId === null
        ? await callApi(documents.create({ caregiverId }), { body })
        : await callApi(documents.update({ caregiverId, documentId }), { body })
      ).data,
    onSuccess,
  });
}

export function useRemoveDocument(caregiverId: number) {
  const onSuccess = useDocumentsChanged(caregiverId);
  return useMutation({
    mutationFn: async (documentId: number) => {
      await callApi(routes.caregivers.documents.remove({ caregiverId, documentId }));
    },
    onSuccess,
  });
}

/** The new photo shows at once; lists and the profile are fetched again. */
function usePhotoChanged(caregiverId: number) {
  const queryClient = useQueryClient();
  return ({ photoUrl }: CaregiverPhoto) => {
    queryClient.setQueryData(oneKey(caregiverId), (caregiver: Caregiver | undefined) =>
      caregiver === undefined ? caregiver : { ...caregiver, photoUrl },
    );
    void queryClient.invalidateQueries({ queryKey: caregiversKey });
  };
}

export function useUploadCaregiverPhoto(caregiverId: number) {
  const onSuccess = usePhotoChanged(caregiverId);
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return (await callApi(routes.caregivers.photo.upload({ caregiverId }), { body: form })).data;
    },
    onSuccess,
  });
}

export function useRemoveCaregiverPhoto(caregiverId: number) {
  const onSuccess = usePhotoChanged(caregiverId);
  return useMutation({
    mutationFn: async () => (await callApi(routes.caregivers.photo.remove({ caregiverId }))).data,
    onSuccess,
  });
}

const ownKey = [...caregiversKey, 'own'] as const;

/** The signed-in caregiver's own profiles (one per agency they work for), with documents. */
export function useOwnProfiles() {
  return useQuery({
    queryKey: ownKey,
    queryFn: async ({ signal }) => (await callApi(routes.caregivers.own.list(), { signal })).data,
  });
}

/** Saves the caregiver's languages and weekly hours on one of their profiles. */
export function useSaveOwnProfile(caregiverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OwnCaregiverProfileWriteInput) =>
      (await callApi(routes.caregivers.own.update({ caregiverId }), { body })).data,
    onSuccess: (saved: OwnCaregiverProfile) => {
      queryClient.setQueryData(ownKey, (current: OwnCaregiverProfile[] | undefined) =>
        current?.map((profile) => (profile.id === saved.id ? saved : profile)),
      );
    },
  });
}
