import { routes, type TimesheetRevise } from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';

/** Every query of the timesheets starts with this key, so an approval refreshes them all. */
const timesheetsKey = ['timesheets'] as const;

export type TimesheetListParams = { page: number; perPage: number; periodStart: string };

export function useTimesheets(agencyId: number | null, params: TimesheetListParams) {
  return useQuery({
    queryKey: [...timesheetsKey, agencyId, params],
    queryFn: ({ signal }) =>
      callApi(routes.timesheets.list({ agencyId: agencyId ?? 0 }), { query: params, signal }),
    enabled: agencyId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTimesheet(agencyId: number, caregiverId: number, periodStart: string) {
  return useQuery({
    queryKey: [...timesheetsKey, agencyId, 'one', caregiverId, periodStart],
    queryFn: async ({ signal }) =>
      (
        await callApi(routes.timesheets.show({ agencyId, caregiverId }), {
          query: { periodStart },
          signal,
        })
      ).data,
  });
}

/** The signed-in caregiver's own timesheets of a period, one per agency they work for. */
export function useMyTimesheets(periodStart: string) {
  return useQuery({
    queryKey: [...timesheetsKey, 'mine', periodStart],
    queryFn: async ({ signal }) =>
      (await callApi(routes.timesheets.mine(), { query: { periodStart }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

/** The payroll file's address, for a download link. */
export const payrollExportHref = (agencyId: number, periodStart: string): string =>
  `${routes.timesheets.export({ agencyId }).url}?${new URLSearchParams({ periodStart })}`;

export function useApproveTimesheet(agencyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { caregiverId: number; periodStart: string }) =>
      (
        await callApi(routes.timesheets.approve({ agencyId, caregiverId: input.caregiverId }), {
          body: { periodStart: input.periodStart },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetsKey }),
  });
}

export function useReviseTimesheet(agencyId: number, caregiverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TimesheetRevise) =>
      (await callApi(routes.timesheets.revise({ agencyId, caregiverId }), { body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetsKey }),
  });
}
