import {
  type CareInvoiceRunDetail,
  type CareInvoiceRunDraft,
  personCaredFor,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { useIssueDrafts } from './invoiceRunsApi.ts';
import { ResponsiveRows } from './ResponsiveRows.tsx';
import { useRunText } from './useRunText.ts';

export type RunDraftsProps = { run: CareInvoiceRunDetail };

/** The run's preview: its invoices per recipient and patient, their totals, and Issue all. */
export function RunDrafts({ run }: RunDraftsProps) {
  const { t } = useTranslation('invoiceRuns');
  const localized = useLocalizedPath();
  const text = useRunText();
  const issue = useIssueDrafts();
  const draftIds = run.drafts.filter((draft) => draft.status === 'draft').map((d) => d.invoiceId);

  const columns = [
    {
      id: 'recipient',
      header: t('drafts.columns.billTo'),
      cell: (draft: CareInvoiceRunDraft) => draft.payer?.name ?? text.recipient(draft.recipient),
    },
    {
      id: 'patient',
      header: t('drafts.columns.patient'),
      cell: (draft: CareInvoiceRunDraft) => (
        <Link component={RouterLink} to={localized(`/user/invoices/${draft.invoiceId}`)}>
          {personCaredFor(draft)}
        </Link>
      ),
    },
    {
      id: 'lines',
      header: t('drafts.columns.lines'),
      cell: (draft: CareInvoiceRunDraft) => draft.lineCount,
    },
    {
      id: 'total',
      header: t('drafts.columns.total'),
      cell: (draft: CareInvoiceRunDraft) => text.money(draft.totalCents, run.currency),
      noWrap: true,
    },
    {
      id: 'status',
      header: t('drafts.columns.status'),
      cell: (draft: CareInvoiceRunDraft) => t(`invoiceStatuses.${draft.status}`),
    },
  ];

  return (
    <SectionCard
      title={t('drafts.title')}
      action={
        draftIds.length > 0 && (
          <SpinnerButton
            variant="contained"
            spinning={issue.isPending}
            onClick={() => issue.mutate(draftIds)}
          >
            {t('drafts.issueAll', { count: draftIds.length })}
          </SpinnerButton>
        )
      }
    >
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
          {run.totals.map((total) => (
            <Typography key={total.recipient}>
              {t('drafts.total', {
                recipient: text.recipient(total.recipient),
                count: total.invoices,
                amount: text.money(total.totalCents, run.currency),
              })}
            </Typography>
          ))}
        </Stack>
        {issue.isError && (
          <Alert severity="error" role="alert">
            {t('drafts.issueFailed', { message: issue.error.message })}
          </Alert>
        )}
        {issue.isSuccess && (
          <Alert severity="success" role="status">
            {t('drafts.issued', { count: issue.data.length })}
          </Alert>
        )}
        {run.drafts.length === 0 ? (
          <Typography>{t('drafts.none')}</Typography>
        ) : (
          <ResponsiveRows
            label={t('drafts.title')}
            columns={columns}
            rows={run.drafts}
            rowKey={(draft) => draft.invoiceId}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
