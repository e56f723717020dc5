import type { CaptureVerdict, VisitMark } from '@hearth/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { type Fact, FactList } from '../../components/FactList.tsx';
import { useShiftFormat } from './shiftFormat.ts';

export type VisitCaptureFactsProps = {
  title: string;
  /** When the visit was planned to start (check-in) or end (check-out). */
  planned: string;
  /** The mark in force, after any correction by the agency. */
  recorded: VisitMark | null;
  /** What the caregiver's phone recorded, when the agency corrected it since. */
  original: VisitMark | null;
  verdict: CaptureVerdict | null;
};

/** One check-in or check-out for the agency: planned, recorded and what the server found of it. */
export function VisitCaptureFacts({
  title,
  planned,
  recorded,
  original,
  verdict,
}: VisitCaptureFactsProps) {
  const { t } = useTranslation('shifts');
  const format = useShiftFormat();
  const metres = new Intl.NumberFormat(useLocale(), {
    style: 'unit',
    unit: 'meter',
    maximumFractionDigits: 0,
  });
  const moment = (iso: string) => `${format.day(iso)}, ${format.time(iso)}`;
  const facts: Fact[] = [
    { term: t('visit.planned'), value: moment(planned) },
    { term: t('visit.recorded'), value: recorded ? moment(recorded.at) : t('visit.notRecorded') },
  ];
  if (original !== null && recorded !== null && original.at !== recorded.at) {
    facts.push({ term: t('visit.original'), value: moment(original.at) });
  }
  if (verdict !== null) {
    facts.push(
      {
        term: t('visit.place'),
        value: t(`visit.fence.${verdict.fence}`, {
          distance: verdict.distanceMetres === null ? '' : metres.format(verdict.distanceMetres),
          radius: metres.format(verdict.fenceRadiusMetres),
        }),
      },
      { term: t('visit.timing'), value: t(`visit.timings.${verdict.timing}`) },
      {
        term: t('visit.reason'),
        value: verdict.reasonCode ? t(`mine.reason.codes.${verdict.reasonCode}`) : t('visit.none'),
      },
      {
        term: t('visit.network'),
        value: verdict.capturedOffline
          ? t('visit.offline', { time: moment(verdict.receivedAt) })
          : t('visit.online'),
      },
    );
  }
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <FactList facts={facts} />
    </section>
  );
}
