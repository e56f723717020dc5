import {
  routes,
  type ServiceLocationInput,
  type VisitChangeCreateInput,
  type VisitExceptionKind,
  type VisitExceptionState,
  type VisitVerificationSettingsInput,
} from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';

/** Every query of this feature starts with this key, so a change refreshes them all. */
export const visitExceptionsKey = ['visitExceptions'] as const;
const settingsKey = ['visitVerificationSettings'] as const;
const evvKey = ['evvVisit'] as const;

export type ExceptionQueueParams = {
  page: number;
  perPage: number;
  state: VisitExceptionState;
  kind?: VisitExceptionKind | undefined;
};

export function useVisitExceptions(agencyId: number | null, params: ExceptionQueueParams) {
  return useQuery({
    queryKey: [...visitExceptionsKey, agencyId, params],
    queryFn: ({ signal }) =>
      callApi(routes.visitVerification.exceptions({ agencyId: agencyId ?? 0 }), {
        query: params,
        signal,
      }),
    enabled: agencyId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useResolveException(exceptionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) =>
      (
        await callApi(routes.visitVerification.resolveException({ exceptionId }), {
          body: { note },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitExceptionsKey }),
  });
}

/** The visit's EVV record: its effective marks, the caregiver's originals and the changes. */
export function useEvvVisit(shiftId: number) {
  return useQuery({
    queryKey: [...evvKey, shiftId],
    queryFn: async ({ signal }) => (await callApi(routes.evv.visit({ shiftId }), { signal })).data,
  });
}

/** The agency's correction; the exceptions it settles and every shift list are read again. */
export function useVisitChange(shiftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: VisitChangeCreateInput) =>
      (await callApi(routes.evv.change({ shiftId }), { body: change })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: visitExceptionsKey });
      void queryClient.invalidateQueries({ queryKey: evvKey });
      void queryClient.invalidateQueries({ queryKey: ['shifts'] });
    },
  });
}

export function useVerificationSettings(agencyId: number | null) {
  return useQuery({
    queryKey: [...settingsKey, agencyId],
    queryFn: async ({ signal }) =>
      (await callApi(routes.visitVerification.settings({ agencyId: agencyId ?? 0 }), { signal }))
        .data,
    enabled: agencyId !== null,
  });
}

export function useSaveVerificationSettings(agencyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: VisitVerificationSettingsInput) =>
      (await callApi(routes.visitVerification.updateSettings({ agencyId }), { body: settings }))
        .data,
    onSuccess: (saved) => queryClient.setQueryData([...settingsKey, agencyId], saved),
  });
}

export function useSetServiceLocation(patientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (point: ServiceLocationInput) =>
      (await callApi(routes.visitVerification.setServiceLocation({ patientId }), { body: point }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['patients'] }),
  });
}
