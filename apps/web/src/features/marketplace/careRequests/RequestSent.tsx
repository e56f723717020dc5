import type { CareRequestCreate, CareRequestCreated, ListingDetail } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../components/DateTime.tsx';

export type RequestSentProps = {
  listing: ListingDetail;
  created: CareRequestCreated;
  request: CareRequestCreate;
};

/** The reference to quote and what happens next; the heading takes the focus, so it is read out. */
export function RequestSent({ listing, created, request }: RequestSentProps) {
  const { t } = useTranslation('careRequests');
  const formatDate = useDateFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const agency = listing.agency.name;
  const method = t(`request.contact.methods.${request.contact.preferredContact}`);

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" ref={heading} tabIndex={-1}>
        {t('done.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="p">
          {t('done.reference')}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          data-testid="care-request-reference"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {created.reference}
        </Typography>
        <Typography color="text.secondary">{t('done.referenceHint')}</Typography>
      </Paper>
      <section aria-labelledby="care-request-next">
        <Typography variant="h6" component="h2" id="care-request-next" gutterBottom>
          {t('done.next')}
        </Typography>
        <Typography paragraph>
          {request.kind === 'bookVisit' && request.visitDate
            ? t('done.nextVisit', { agency, date: formatDate(request.visitDate) })
            : t('done.nextRequest', { agency })}{' '}
          {t('done.nextContact', { method })}
        </Typography>
      </section>
      <Alert severity="info">{t('done.urgent')}</Alert>
    </Stack>
  );
}
