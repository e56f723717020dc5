import {
  type ReportBucket,
  type ReportExportFormat,
  type ReportType,
  routes,
} from '@hearth/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/callApi.ts';
import { apiClient } from '../../api/client.ts';

/** Every query of the reports starts with this key. */
const reportsKey = ['reports'] as const;

export type ReportFilterBody = Record<string, string | number>;

export type ReportRowsRequest = {
  filter: ReportFilterBody;
  page: number;
  perPage: number;
  sort?: string | undefined;
};

/** A page of a report's rows; `enabled` is false while the filter is not one the server takes. */
export function useReportRows(type: ReportType, request: ReportRowsRequest, enabled: boolean) {
  return useQuery({
    queryKey: [...reportsKey, type, 'rows', request],
    queryFn: ({ signal }) =>
      callApi(routes.reports.rows({ type }), {
        body: { ...request, sort: request.sort || undefined },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A report's chart series for its filter, bucketed by day, week or month. */
export function useReportGraph(
  type: ReportType,
  filter: ReportFilterBody,
  bucket: ReportBucket,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...reportsKey, type, 'graph', filter, bucket],
    queryFn: async ({ signal }) =>
      (await callApi(routes.reports.graph({ type }), { body: { filter, bucket }, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type ReportExportRequest = {
  filter: ReportFilterBody;
  sort?: string | undefined;
  format: ReportExportFormat;
};

/** A report's rows as a file: the export answers bytes, not JSON, so it is read as a blob. */
export async function downloadReport(type: ReportType, body: ReportExportRequest): Promise<Blob> {
  const request = routes.reports.export({ type });
  const response = await apiClient.request<Blob>({
    method: request.method,
    url: request.url,
    data: body,
    responseType: 'blob',
  });
  return response.data;
}
