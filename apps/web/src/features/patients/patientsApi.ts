import {
  type Contact,
  type ContactWriteInput,
  careTeamCandidateSchema,
  contactSchema,
  itemResponse,
  listResponse,
  type Patient,
  type PatientWrite,
  patientSchema,
  patientSummarySchema,
} from '@hearth/domain';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../api/client.ts';
import { fetchParsed, type QueryParams, sendParsed } from '../../api/fetchParsed.ts';

const patientList = listResponse(patientSummarySchema);
const onePatient = itemResponse(patientSchema);
const contactList = listResponse(contactSchema);
const oneContact = itemResponse(contactSchema);
const candidateList = z.object({ data: z.array(careTeamCandidateSchema) });

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
      (await fetchParsed(`/api/patients/${patientId}`, onePatient, { signal })).data,
  });

const contactsKey = (patientId: number) => [...patientsKey, 'contacts', patientId] as const;

export function usePatientList(params: PatientListParams) {
  return useQuery({
    queryKey: [...patientsKey, 'list', params],
    queryFn: ({ signal }) => fetchParsed('/api/patients', patientList, { params, signal }),
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
        ? await sendParsed('post', '/api/patients', onePatient, patient)
        : await sendParsed('put', `/api/patients/${patientId}`, onePatient, patient)
      ).data,
    onSuccess: (saved: Patient) => {
      queryClient.setQueryData(patientQuery(saved.id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...patientsKey, 'list'] });
    },
  });
}

export function useCareTeamCandidates(agencyId: number | null) {
  return useQuery({
    queryKey: [...patientsKey, 'careTeamCandidates', agencyId],
    queryFn: async ({ signal }) =>
      (
        await fetchParsed('/api/patients/care-team-candidates', candidateList, {
          params: { agencyId: agencyId ?? undefined },
          signal,
        })
      ).data,
    enabled: agencyId !== null,
  });
}

/** A patient's contacts, all of them: a family rarely has more than a handful. */
export function useContacts(patientId: number) {
  return useQuery({
    queryKey: contactsKey(patientId),
    queryFn: async ({ signal }) =>
      (
        await fetchParsed(`/api/patients/${patientId}/contacts`, contactList, {
          params: { perPage: 100 },
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
  const path = `/api/patients/${patientId}/contacts`;
  return useMutation({
    mutationFn: async (contact: ContactWriteInput): Promise<Contact> =>
      (contactId === null
        ? await sendParsed('post', path, oneContact, contact)
        : await sendParsed('put', `${path}/${contactId}`, oneContact, contact)
      ).data,
    onSuccess: changed,
  });
}

export function useDeleteContact(patientId: number) {
  const changed = useContactsChanged(patientId);
  return useMutation({
    mutationFn: async (contactId: number) => {
      await apiClient.delete(`/api/patients/${patientId}/contacts/${contactId}`);
    },
    onSuccess: changed,
  });
}
