import {
  CARE_TIME_ZONE,
  type CareInvoiceRunDetail,
  type CareInvoiceRunException,
  type VisitChangeField,
} from '@hearth/domain';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/i18n/useLocale.ts';
import { DateTime } from '../../../components/DateTime.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { VisitChangeDialog } from '../../visitVerification/index.ts';
import { ResponsiveRows } from './ResponsiveRows.tsx';

export type RunExceptionsProps = { run: CareInvoiceRunDetail };

/** The mark a correction most likely adds: the missing one. */
const fieldToFix = (exception: CareInvoiceRunException): VisitChangeField =>
  exception.reasons.includes('missingCheckIn') ? 'checkIn' : 'checkOut';

/** A visit's times read where it happened, whatever the zone of the office's computer. */
function VisitTime({ at }: { at: string }) {
  return <DateTime value={at} timeZone={CARE_TIME_ZONE} />;
}

function Recorded({ at }: { at: string | null }) {
  const { t } = useTranslation('invoiceRuns');
  return at === null ? t('exceptions.notRecorded') : <VisitTime at={at} />;
}

/**
 * The visits the run could not bill, each with every reason. The office fixes a visit through
 * visit maintenance (the correction dialog, or the EVV exceptions queue), then runs again.
 */
export function RunExceptions({ run }: RunExceptionsProps) {
  const { t } = useTranslation('invoiceRuns');
  const localized = useLocalizedPath();
  const [fixing, setFixing] = useState<CareInvoiceRunException | null>(null);

  const columns = [
    {
      id: 'visit',
      header: t('exceptions.columns.planned'),
      cell: (exception: CareInvoiceRunException) => <VisitTime at={exception.plannedStart} />,
      noWrap: true,
    },
    {
      id: 'patient',
      header: t('exceptions.columns.patient'),
      cell: (exception: CareInvoiceRunException) => exception.patient.name,
    },
    {
      id: 'caregiver',
      header: t('exceptions.columns.caregiver'),
      cell: (exception: CareInvoiceRunException) =>
        exception.caregiver?.name ?? t('exceptions.noCaregiver'),
    },
    {
      id: 'recorded',
      header: t('exceptions.columns.recorded'),
      cell: (exception: CareInvoiceRunException) => (
        <>
          <Recorded at={exception.checkedInAt} /> – <Recorded at={exception.checkedOutAt} />
        </>
      ),
    },
    {
      id: 'reasons',
      header: t('exceptions.columns.reasons'),
      cell: (exception: CareInvoiceRunException) => (
        <Stack component="ul" sx={{ m: 0, pl: 2 }}>
          {exception.reasons.map((reason) => (
            <li key={reason}>{t(`reasons.${reason}`)}</li>
          ))}
        </Stack>
      ),
    },
    {
      id: 'fix',
      header: t('exceptions.columns.fix'),
      cell: (exception: CareInvoiceRunException) =>
        exception.reasons.includes('unverified') ? (
          <Link component={RouterLink} to={localized('/user/visit-exceptions')}>
            {t('exceptions.openQueue')}
          </Link>
        ) : (
          <Button size="small" variant="outlined" onClick={() => setFixing(exception)}>
            {t('exceptions.correct')}
          </Button>
        ),
    },
  ];

  return (
    <SectionCard title={t('exceptions.title', { count: run.exceptions.length })}>
      {run.exceptions.length === 0 ? (
        <Typography>{t('exceptions.none')}</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography>{t('exceptions.howToResolve')}</Typography>
          <ResponsiveRows
            label={t('exceptions.listLabel')}
            columns={columns}
            rows={run.exceptions}
            rowKey={(exception) => exception.shiftId}
          />
        </Stack>
      )}
      {fixing && (
        <VisitChangeDialog
          shiftId={fixing.shiftId}
          patientName={fixing.patient.name}
          suggestedField={fieldToFix(fixing)}
          onClose={() => setFixing(null)}
        />
      )}
    </SectionCard>
  );
}
