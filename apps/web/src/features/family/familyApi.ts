import { routes } from '@hearth/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

const { family, careRequests } = routes;

/** Everything My care reads; a live event makes all of it read again. */
export const familyKey = ['family'] as const;
export const familyRequestsKey = [...familyKey, 'requests'] as const;

/** How many upcoming visits the home shows per person, and a page of the portal shows. */
export const DASHBOARD_VISITS = 3;
const PAGE = 20;

export function useMyCarePatients() {
  return useQuery({
    queryKey: [...familyKey, 'patients'],
    queryFn: ({ signal }) => callApi(family.patients(), { signal }),
    select: (answer) => answer.data,
  });
}

export function useMyCarePatient(patientId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...familyKey, 'patient', patientId],
    queryFn: ({ signal }) => callApi(family.patient({ patientId }), { signal }),
    select: (answer) => answer.data,
    enabled,
    retry: false,
  });
}

export function useFamilyVisits(
  patientId: number,
  when: 'upcoming' | 'past',
  perPage: number = PAGE,
) {
  return useQuery({
    queryKey: [...familyKey, 'visits', patientId, when, perPage],
    queryFn: ({ signal }) =>
      callApi(family.visits({ patientId }), { query: { when, perPage }, signal }),
    select: (answer) => answer.data,
  });
}

export function useFamilyNotes(patientId: number) {
  return useQuery({
    queryKey: [...familyKey, 'notes', patientId],
    queryFn: ({ signal }) =>
      callApi(family.notes({ patientId }), { query: { perPage: PAGE }, signal }),
    select: (answer) => answer.data,
  });
}

/** The care requests the family sent while signed in, newest first, with where each stands. */
export function useMyCareRequests() {
  return useQuery({
    queryKey: familyRequestsKey,
    queryFn: ({ signal }) => callApi(careRequests.list(), { query: { perPage: PAGE }, signal }),
    select: (answer) => answer.data,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => (await callApi(family.accept(), { body: { token } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}
