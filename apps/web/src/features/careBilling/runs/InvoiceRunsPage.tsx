import { type CareInvoiceRun, Role } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../../app/usePageTitle.ts';
import { DateTime } from '../../../components/DateTime.tsx';
import { DataList } from '../../../components/list/DataList.tsx';
import type { Column } from '../../../components/list/types.ts';
import { useListParams } from '../../../components/list/useListParams.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { ownAgencyId, useAuthDetails } from '../../identity/index.ts';
import { AgencyFilter } from '../../reference/index.ts';
import { useInvoiceRuns } from './invoiceRunsApi.ts';
import { StartRunForm } from './StartRunForm.tsx';
import { useRunText } from './useRunText.ts';

const FILTERS = ['agencyId'] as const;

function useRunColumns(): Column<CareInvoiceRun>[] {
  const { t } = useTranslation('invoiceRuns');
  const localized = useLocalizedPath();
  const text = useRunText();
  return [
    {
      id: 'period',
      header: t('runs.columns.period'),
      cell: (run) => (
        <Link component={RouterLink} to={localized(`/user/invoice-runs/${run.id}`)}>
          {text.period(run.periodStart, run.periodEnd)}
        </Link>
      ),
    },
    { id: 'status', header: t('runs.columns.status'), cell: (run) => text.status(run.status) },
    {
      id: 'started',
      header: t('runs.columns.started'),
      cell: (run) => <DateTime value={run.createdAt} />,
      noWrap: true,
    },
    { id: 'drafts', header: t('runs.columns.drafts'), cell: (run) => run.draftCount },
    { id: 'exceptions', header: t('runs.columns.exceptions'), cell: (run) => run.exceptionCount },
  ];
}

/** The invoice run page: start a run for a period, and the agency's past runs. */
export function InvoiceRunsPage() {
  const { t } = useTranslation('invoiceRuns');
  usePageTitle(t('title'));
  const { data: details } = useAuthDetails();
  const list = useListParams(FILTERS);
  const isAdmin = details?.user.role === Role.admin;
  const chosen = Number(list.filters.agencyId);
  const agencyId = isAdmin
    ? Number.isInteger(chosen) && chosen > 0
      ? chosen
      : null
    : ownAgencyId(details);
  const runs = useInvoiceRuns(agencyId, list.page, list.perPage);
  const columns = useRunColumns();

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      {isAdmin && (
        <AgencyFilter
          label={t('agency')}
          value={list.filters.agencyId}
          onChange={(id) => list.setFilters({ agencyId: id })}
        />
      )}
      {agencyId === null ? (
        <Alert severity="info">{t('chooseAgency')}</Alert>
      ) : (
        <>
          <SectionCard title={t('start.title')}>
            <Typography sx={{ mb: 2 }}>{t('start.intro')}</Typography>
            <StartRunForm agencyId={agencyId} />
          </SectionCard>
          <SectionCard title={t('runs.title')}>
            <DataList
              label={t('runs.title')}
              columns={columns}
              rowKey={(run) => run.id}
              result={runs}
              params={list}
              emptyMessage={t('runs.none')}
            />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
