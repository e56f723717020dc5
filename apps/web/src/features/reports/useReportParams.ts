import {
  REPORT_BUCKETS,
  REPORT_SORTABLE_COLUMNS,
  type ReportBucket,
  type ReportType,
  reportFilterSchemas,
} from '@hearth/domain';
import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../components/list/useAddressParams.ts';
import { type ListParams, useListParams } from '../../components/list/useListParams.ts';
import {
  REPORT_ADDRESS_FILTERS,
  type ReportAddressFilter,
  type ReportForm,
  reportFilterOf,
} from './reportFilterFields.ts';

export type ReportParams = {
  list: ListParams<ReportAddressFilter>;
  /** The filter the calls send, with the default range filled in. */
  filter: Record<string, string | number> & { from: string; to: string };
  /** False when the filter is one the server would refuse (a range over a year, say). */
  valid: boolean;
  sort: string;
  setSort: (sort: string) => void;
  bucket: ReportBucket;
  setBucket: (bucket: ReportBucket) => void;
};

const isBucket = (word: string | null): word is ReportBucket =>
  (REPORT_BUCKETS as readonly (string | null)[]).includes(word);

/**
 * A report's filter, sort, chart bucket and page, all kept in the address, so a copied link opens
 * the same figures. A sort the report does not know is ignored rather than refused.
 */
export function useReportParams(type: ReportType, form: ReportForm): ReportParams {
  const list = useListParams(REPORT_ADDRESS_FILTERS);
  const [searchParams, update] = useAddressParams();
  const filter = useMemo(
    () => reportFilterOf(list.filters, form) as ReportParams['filter'],
    [list.filters, form],
  );
  const valid = useMemo(() => reportFilterSchemas[type].safeParse(filter).success, [type, filter]);
  const askedSort = searchParams.get('sort') ?? '';
  const sortable: readonly string[] = REPORT_SORTABLE_COLUMNS[type];
  const sort = sortable.includes(askedSort.replace(/^-/, '')) ? askedSort : '';
  const askedBucket = searchParams.get('bucket');
  const bucket: ReportBucket = isBucket(askedBucket) ? askedBucket : 'day';

  const setSort = useCallback(
    (next: string) =>
      update((params) => {
        params.set('sort', next);
        params.delete('page');
      }),
    [update],
  );
  const setBucket = useCallback(
    (next: ReportBucket) => update((params) => params.set('bucket', next)),
    [update],
  );
  return { list, filter, valid, sort, setSort, bucket, setBucket };
}
