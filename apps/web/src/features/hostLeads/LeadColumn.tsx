import { type LeadStatus, MAX_PER_PAGE } from '@hearth/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { type LeadFilters, useLeadColumn } from './hostLeadsApi.ts';
import { LeadCard } from './LeadCard.tsx';

const STEP = 20;

export type LeadColumnProps = {
  status: LeadStatus;
  filters: LeadFilters;
  filtered: boolean;
  onOpen: (id: number) => void;
};

/** The newest leads at one status, more on request up to the server's page size. */
export function LeadColumn({ status, filters, filtered, onOpen }: LeadColumnProps) {
  const { t } = useTranslation('hostLeads');
  const headingId = useId();
  const [perPage, setPerPage] = useState(STEP);
  const column = useLeadColumn(filters, status, perPage);
  const total = column.data?.meta.total ?? 0;
  const shown = column.data?.data.length ?? 0;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-busy={column.isFetching}
      variant="outlined"
      sx={{ p: 1.5, bgcolor: 'grey.50', minWidth: 0 }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {t(`status.${status}`)}
        </Typography>
        {column.data && (
          <Typography variant="body2" color="text.secondary">
            {t('pipeline.count', { count: total })}
          </Typography>
        )}
      </Stack>
      {column.isPending ? (
        <ListLoading label={t('pipeline.loading')} />
      ) : column.isError ? (
        <ListError message={column.error.message} onRetry={() => void column.refetch()} />
      ) : shown === 0 ? (
        <ListEmpty message={filtered ? t('pipeline.emptyFiltered') : t('pipeline.empty')} />
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {column.data.data.map((lead) => (
            <LeadCard key={lead.id} lead={lead} onOpen={onOpen} />
          ))}
        </Stack>
      )}
      {shown < total && (
        <Box sx={{ mt: 1 }}>
          {perPage < MAX_PER_PAGE ? (
            <Button size="small" onClick={() => setPerPage(Math.min(perPage + STEP, MAX_PER_PAGE))}>
              {t('pipeline.showMore')}
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('pipeline.narrow', { shown, total })}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
