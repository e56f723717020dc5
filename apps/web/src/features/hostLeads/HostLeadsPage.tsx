import {
  HOST_LEAD_STATUSES,
  LeadLocation,
  type LeadStatus,
  leadKindSchema,
  leadStatusSchema,
} from '@hearth/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { DateRangeFilter } from '../../components/list/DateRangeFilter.tsx';
import { FilterBar } from '../../components/list/FilterBar.tsx';
import { SearchFilter } from '../../components/list/SearchFilter.tsx';
import { SelectFilter } from '../../components/list/SelectFilter.tsx';
import { useAddressParams } from '../../components/list/useAddressParams.ts';
import { useListParams } from '../../components/list/useListParams.ts';
import { LeadColumn } from './LeadColumn.tsx';
import { LeadDialog } from './LeadDialog.tsx';

const FILTERS = ['q', 'kind', 'location', 'from', 'to'] as const;

/** On a phone one status at a time, kept in the address like the filters. */
function useShownStatus(): [LeadStatus, (status: LeadStatus) => void] {
  const [searchParams, changeParams] = useAddressParams();
  const status = leadStatusSchema.safeParse(searchParams.get('status')).data ?? 'new';
  const show = (next: LeadStatus) => changeParams((params) => params.set('status', next));
  return [status, show];
}

/** `/user/shared-living/host-leads`: administrators work leads through the pipeline's steps. */
export function HostLeadsPage() {
  const { t } = useTranslation('hostLeads');
  const label = useLabel();
  usePageTitle(t('pipeline.title'));
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'));
  const list = useListParams(FILTERS);
  const [shownStatus, showStatus] = useShownStatus();
  const [openLead, setOpenLead] = useState<number | null>(null);
  const { filters } = list;
  const columnProps = { filters, filtered: list.hasFilters, onOpen: setOpenLead };

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {t('pipeline.title')}
      </Typography>
      <FilterBar>
        <SearchFilter
          label={t('pipeline.search')}
          value={filters.q}
          onChange={(q) => list.setFilters({ q })}
        />
        <TextField
          select
          label={t('pipeline.kind')}
          // One kind at a time, hosts unless asked: the two are worked apart, never mixed.
          value={filters.kind || 'host'}
          onChange={(event) =>
            list.setFilters({ kind: event.target.value === 'host' ? '' : event.target.value })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {leadKindSchema.options.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </option>
          ))}
        </TextField>
        <SelectFilter
          label={t('pipeline.location')}
          value={filters.location}
          options={LeadLocation.codes.map((code) => ({
            value: code,
            label: label(LeadLocation.labelKey(code)),
          }))}
          onChange={(location) => list.setFilters({ location })}
        />
        <DateRangeFilter
          from={filters.from}
          to={filters.to}
          onChange={(range) => list.setFilters(range)}
        />
      </FilterBar>
      {list.hasFilters && (
        <Box>
          <Button onClick={list.clearFilters}>{t('pipeline.clearFilters')}</Button>
        </Box>
      )}
      {wide ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${HOST_LEAD_STATUSES.length}, minmax(0, 1fr))`,
            gap: 2,
            alignItems: 'start',
          }}
        >
          {HOST_LEAD_STATUSES.map((status) => (
            <LeadColumn key={status} status={status} {...columnProps} />
          ))}
        </Box>
      ) : (
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={shownStatus}
            onChange={(_event, next: LeadStatus | null) => next && showStatus(next)}
            aria-label={t('pipeline.statusSwitch')}
            // Five statuses do not fit one line at 360 px: each wraps as a button of its own.
            sx={{
              flexWrap: 'wrap',
              gap: 0.5,
              '& .MuiToggleButton-root.MuiToggleButton-root': {
                m: 0,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              },
            }}
          >
            {HOST_LEAD_STATUSES.map((status) => (
              <ToggleButton key={status} value={status}>
                {t(`status.${status}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <LeadColumn key={shownStatus} status={shownStatus} {...columnProps} />
        </Stack>
      )}
      {openLead !== null && <LeadDialog leadId={openLead} onClose={() => setOpenLead(null)} />}
    </Stack>
  );
}
