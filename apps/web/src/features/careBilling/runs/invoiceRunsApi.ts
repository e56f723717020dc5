import { type CareInvoiceRunStart, routes } from '@hearth/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/callApi.ts';

const runsKey = ['invoiceRuns'] as const;
/** While a run is queued or running, its page asks again this often for its progress. */
const PROGRESS_POLL_MS = 1_000;

const isUnderWay = (status: string) => status === 'queued' || status === 'running';

export function useInvoiceRuns(agencyId: number | null, page: number, perPage: number) {
  return useQuery({
    queryKey: [...runsKey, 'list', agencyId, page, perPage],
    queryFn: ({ signal }) =>
      callApi(routes.careInvoiceRuns.list(), {
        query: { page, perPage, ...(agencyId === null ? {} : { agencyId }) },
        signal,
      }),
    enabled: agencyId !== null,
    placeholderData: keepPreviousData,
    // A run listed while under way is followed until it is over, so the list never shows a run
    // still running that has finished (the list was read when the run started).
    refetchInterval: (query) =>
      query.state.data?.data.some((run) => isUnderWay(run.status)) ? PROGRESS_POLL_MS : false,
  });
}

/** One run; polled until it is over, so its progress moves on the page. */
export function useInvoiceRun(runId: number) {
  return useQuery({
    queryKey: [...runsKey, 'one', runId],
    queryFn: async ({ signal }) =>
      (await callApi(routes.careInvoiceRuns.show({ runId }), { signal })).data,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isUnderWay(status) ? PROGRESS_POLL_MS : false;
    },
  });
}

export function useStartInvoiceRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (run: CareInvoiceRunStart) =>
      (await callApi(routes.careInvoiceRuns.start(), { body: run })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}

/** Issues the run's drafts at once (numbered by the invoices' own call), then reads the run again. */
export function useIssueDrafts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invoiceIds: number[]) =>
      (await callApi(routes.careInvoices.issue(), { body: { invoiceIds } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}
