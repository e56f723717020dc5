import type { ReportType } from '@hearth/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/list/ListPagination.tsx';
import { ListEmpty, ListLoading } from '../../components/list/ListStatus.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { ReportExport } from './ReportExport.tsx';
import { ReportProblem } from './ReportProblem.tsx';
import { ReportTable } from './ReportTable.tsx';
import { useReportRows } from './reportsApi.ts';
import type { ReportParams } from './useReportParams.ts';
import type { ReportWords } from './useReportWords.ts';

export type ReportRowsProps = {
  type: ReportType;
  words: ReportWords;
  params: ReportParams;
};

/** A page of the report's rows with its states: loading, refused or failed, empty, the rows. */
export function ReportRows({ type, words, params }: ReportRowsProps) {
  const { t } = useTranslation('reports');
  const { list } = params;
  const result = useReportRows(
    type,
    { filter: params.filter, page: list.page, perPage: list.perPage, sort: params.sort },
    params.valid,
  );
  const { data, isPending, isError, error, isPlaceholderData, refetch } = result;

  return (
    <SectionCard
      title={t('page.rows')}
      action={
        data !== undefined && (
          <ReportExport
            type={type}
            filter={params.filter}
            sort={params.sort}
            matching={data.meta.total}
          />
        )
      }
    >
      {isPending ? (
        params.valid && <ListLoading label={t('page.loading')} />
      ) : isError ? (
        <ReportProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={1.5}>
          <Typography role="status" variant="body2" color="text.secondary">
            {t('page.results', { count: data.meta.total })}
          </Typography>
          {data.data.length === 0 ? (
            <ListEmpty
              message={t('page.empty')}
              onClearFilters={list.hasFilters ? list.clearFilters : undefined}
              onFirstPage={data.meta.total > 0 ? () => list.setPage(1) : undefined}
            />
          ) : (
            <Box aria-busy={isPlaceholderData} sx={{ position: 'relative' }}>
              {/* The previous page stays readable while the next one loads. */}
              {isPlaceholderData && (
                <LinearProgress
                  aria-label={t('page.updating')}
                  sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
                />
              )}
              <ReportTable
                type={type}
                words={words}
                rows={data.data}
                sort={params.sort}
                onSort={params.setSort}
              />
            </Box>
          )}
          {data.meta.total > 0 && (
            <ListPagination
              page={list.page}
              perPage={list.perPage}
              total={data.meta.total}
              onPageChange={list.setPage}
              onPerPageChange={list.setPerPage}
            />
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
