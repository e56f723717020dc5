import {
  type Contact,
  type ContactWriteInput,
  type Patient,
  type PatientWrite,
  routes,
} from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, type QueryParams } from '../../api/callApi.ts';

/** Filters as the address holds them; the server reads codes and ids from text. */
export type PatientListParams = QueryParams & {
  page: number;
  perPage: number;
  q?: string | undefined;
  status?: string | undefined;
  sort?: string | undefined;
  agencyId?: string | undefined;
  careCoordinatorId?: string | undefined;
  payerId?: string | undefined;
};

const patientsKey = ['patients'] as const;

export const patientQuery = (patientId: number) =>
  queryOptions({
    queryKey: [...patientsKey, 'one', patientId],
    queryFn: async ({ signal }) =>
      (await callApi(routes.patients.show({ patientId }), { signal })).data,
  });

const contactsKey = (patientId: number) => [...patientsKey, 'contacts', patientId] as const;

export function usePatientList(params: PatientListParams) {
  return useQuery({
    queryKey: [...patientsKey, 'list', params],
    queryFn: ({ signal }) => callApi(routes.patients.list(), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePatient(patientId: number, enabled = true) {
  return useQuery({ ...patientQuery(patientId), enabled });
}

/** Saves a new patient, or changes one: the detail page shows the answer, lists are refetched. */
export function useSavePatient(patientId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patient: PatientWrite) =>
      (patientId === null
        ? await callApi(routes.patients.create(), { body: patient })
        : await callApi(routes.patients.update({ patientId }), { body: patient })
      ).data,
    onSuccess: (saved: Patient) => {
      queryClient.setQueryData(patientQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...patientsKey, 'list'] });
    },
  });
}

/** How many candidates the care team picker asks for at once; scrolling asks for the next. */
export const CANDIDATES_PER_PAGE = 20;

/** The agency's candidates whose name holds every word of `q`, a page at a time. */
export function useCareTeamCandidates(agencyId: number | null, q: string) {
  return useInfiniteQuery({
    queryKey: [...patientsKey, 'careTeamCandidates', agencyId, q],
    queryFn: ({ pageParam, signal }) =>
      callApi(routes.patients.careTeamCandidates(), {
        query: {
          agencyId: agencyId ?? undefined,
          q: q || undefined,
          page: pageParam,
          perPage: CANDIDATES_PER_PAGE,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) =>
      meta.page * meta.perPage < meta.total ? meta.page + 1 : undefined,
    enabled: agencyId !== null,
    // The names found so far stay in the list while the next search's answer comes.
    placeholderData: keepPreviousData,
  });
}

/** A patient's contacts, all of them: a family rarely has more than a handful. */
export function useContacts(patientId: number) {
  return useQuery({
    queryKey: contactsKey(patientId),
    queryFn: async ({ signal }) =>
      (
        await callApi(routes.patients.contacts.list({ patientId }), {
          query: { perPage: 100 },
          signal,
        })
      ).data,
  });
}

function useContactsChanged(patientId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactsKey(patientId) });
}

export function useSaveContact(patientId: number, contactId: number | null) {
  const changed = useContactsChanged(patientId);
  return useMutation({
    mutationFn: async (contact: ContactWriteInput): Promise<Contact> =>
      (contactId === null
        ? await callApi(routes.patients.contacts.create({ patientId }), { body: contact })
        : await callApi(routes.patients.contacts.update({ patientId, contactId }), {
            body: contact,
          })
      ).data,
    onSuccess: changed,
  });
}

/** Invites the contact to follow the patient in My care (its mail goes to the contact). */
export function useInviteToMyCare(patientId: number) {
  return useMutation({
    mutationFn: async (contactId: number) =>
      (await callApi(routes.family.invite({ patientId, contactId }))).data,
  });
}

/** The contact's family account stops following the patient. */
export function useUnlinkFamily(patientId: number) {
  const changed = useContactsChanged(patientId);
  return useMutation({
    mutationFn: async (contactId: number) => {
      await callApi(routes.family.unlink({ patientId, contactId }));
    },
    onSuccess: changed,
  });
}

export function useDeleteContact(patientId: number) {
  const changed = useContactsChanged(patientId);
  return useMutation({
    mutationFn: async (contactId: number) => {
      await callApi(routes.patients.contacts.remove({ patientId, contactId }));
    },
    onSuccess: changed,
  });
}
