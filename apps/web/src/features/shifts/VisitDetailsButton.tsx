import type { Shift } from '@hearth/domain';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShiftFormat } from './shiftFormat.ts';

// Loaded when first opened: the schedule and the assessment page stay as light as they were.
const VisitDetailsDialog = lazy(() =>
  import('./VisitDetailsDialog.tsx').then((m) => ({ default: m.VisitDetailsDialog })),
);

export type VisitDetailsButtonProps = { shift: Shift };

/**
 * Opens a visit's details for the agency. The one place both the schedule and the assessment's
 * shifts open them from, so an action added to the dialog (correcting the visit) reaches both.
 */
export function VisitDetailsButton({ shift }: VisitDetailsButtonProps) {
  const { t } = useTranslation('shifts');
  const format = useShiftFormat();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={t('visit.open', {
          name: shift.patient.name,
          when: `${format.day(shift.startsAt)}, ${format.span(shift)}`,
        })}
      >
        {t('visit.details')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <VisitDetailsDialog shift={shift} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
