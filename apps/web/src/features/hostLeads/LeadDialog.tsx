import { type HostLead, LeadLocation } from '@hearth/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { DateTime } from '../../components/DateTime.tsx';
import { FactList } from '../../components/FactList.tsx';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { HostHomeSection } from './HostHomeSection.tsx';
import { useHostLead } from './hostLeadsApi.ts';
import { LeadHistory } from './LeadHistory.tsx';
import { LeadMoves } from './LeadMoves.tsx';

function LeadFacts({ lead }: { lead: HostLead }) {
  const { t } = useTranslation('hostLeads');
  const label = useLabel();
  const none = t('detail.none');
  return (
    <FactList
      facts={[
        { term: t('detail.reference'), value: lead.reference ?? none },
        {
          term: t('detail.email'),
          value: lead.email ? <Link href={`mailto:${lead.email}`}>{lead.email}</Link> : none,
        },
        {
          term: t('detail.phone'),
          value: lead.phone ? <Link href={`tel:${lead.phone}`}>{lead.phone}</Link> : none,
        },
        { term: t('detail.city'), value: lead.city ?? none },
        { term: t('detail.location'), value: label(LeadLocation.labelKey(lead.location)) },
        { term: t('detail.kind'), value: t(`kind.${lead.kind}`) },
        ...(lead.listing
          ? [
              {
                term: t('detail.listing'),
                value: `${lead.listing.name} (${lead.agency?.name ?? none})`,
              },
            ]
          : []),
        { term: t('detail.received'), value: <DateTime value={lead.createdAt} /> },
      ]}
    />
  );
}

export type LeadDialogProps = { leadId: number; onClose: () => void };

/** One lead: how to reach them, what they wrote, its history, and the moves it may make now. */
export function LeadDialog({ leadId, onClose }: LeadDialogProps) {
  const { t } = useTranslation('hostLeads');
  const titleId = useId();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const lead = useHostLead(leadId);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {lead.data ? `${lead.data.name} · ${t(`status.${lead.data.status}`)}` : t('detail.loading')}
      </DialogTitle>
      <DialogContent dividers>
        {lead.isPending ? (
          <ListLoading label={t('detail.loading')} />
        ) : lead.isError ? (
          <ListError message={lead.error.message} onRetry={() => void lead.refetch()} />
        ) : (
          <Stack spacing={3}>
            <section aria-label={t('detail.contact')}>
              <LeadFacts lead={lead.data} />
            </section>
            <section aria-labelledby={`${titleId}-message`}>
              <Typography id={`${titleId}-message`} component="h3" variant="subtitle1" gutterBottom>
                {t('detail.message')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {lead.data.message ?? t('detail.noMessage')}
              </Typography>
            </section>
            <section aria-labelledby={`${titleId}-moves`}>
              <Typography id={`${titleId}-moves`} component="h3" variant="subtitle1" gutterBottom>
                {t('detail.moves')}
              </Typography>
              <LeadMoves lead={lead.data} />
            </section>
            {lead.data.kind === 'host' && (
              <section aria-labelledby={`${titleId}-provider`}>
                <Typography
                  id={`${titleId}-provider`}
                  component="h3"
                  variant="subtitle1"
                  gutterBottom
                >
                  {t('provider.heading')}
                </Typography>
                <HostHomeSection lead={lead.data} />
              </section>
            )}
            <section aria-labelledby={`${titleId}-history`}>
              <Typography id={`${titleId}-history`} component="h3" variant="subtitle1" gutterBottom>
                {t('detail.history')}
              </Typography>
              <LeadHistory history={lead.data.history} />
            </section>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
