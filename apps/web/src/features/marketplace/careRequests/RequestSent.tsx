import type { CareRequestCreate, CareRequestCreated, ListingDetail } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../components/DateTime.tsx';
import { SentWithReference } from '../../../components/SentWithReference.tsx';

export type RequestSentProps = {
  listing: ListingDetail;
  created: CareRequestCreated;
  request: CareRequestCreate;
};

/** The reference to quote and what happens next, once a care request is sent. */
export function RequestSent({ listing, created, request }: RequestSentProps) {
  const { t } = useTranslation('careRequests');
  const formatDate = useDateFormat();
  const agency = listing.agency.name;
  const method = t(`request.contact.methods.${request.contact.preferredContact}`);

  return (
    <SentWithReference
      title={t('done.title')}
      referenceLabel={t('done.reference')}
      reference={created.reference}
      referenceHint={t('done.referenceHint')}
      referenceTestId="care-request-reference"
      nextTitle={t('done.next')}
      next={
        <Typography paragraph>
          {request.kind === 'bookVisit' && request.visitDate
            ? t('done.nextVisit', { agency, date: formatDate(request.visitDate) })
            : t('done.nextRequest', { agency })}{' '}
          {t('done.nextContact', { method })}
        </Typography>
      }
    >
      <Alert severity="info">{t('done.urgent')}</Alert>
    </SentWithReference>
  );
}
