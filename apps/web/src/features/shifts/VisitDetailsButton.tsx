import type { Shift } from '@hearth/domain';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShiftFormat } from './shiftFormat.ts';

// Loaded when first opened: the schedule and the assessment page stay as light as they were.
const VisitDetailsDialog = lazy(() =>
  import('./VisitDetailsDialog.tsx').then((m) => ({ default: m.VisitDetailsDialog })),
);
const VisitChangeDialog = lazy(() =>
  import('../visitVerification/index.ts').then((m) => ({ default: m.VisitChangeDialog })),
);

export type VisitDetailsButtonProps = { shift: Shift };

/**
 * Opens a visit's details for the agency. The one place both the schedule and the assessment's
 * shifts open them from, so an action added to the dialog (correcting the visit) reaches both.
 */
export function VisitDetailsButton({ shift }: VisitDetailsButtonProps) {
  const { t } = useTranslation('shifts');
  const { t: tv } = useTranslation('visitVerification');
  const format = useShiftFormat();
  const [open, setOpen] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  // The server records marks only on a visit a caregiver accepted and nobody cancelled.
  const correctable = shift.assignment === 'accepted' && shift.cancelledAt === null;
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
          <VisitDetailsDialog
            shift={shift}
            onClose={() => setOpen(false)}
            actions={
              correctable && (
                <Button variant="outlined" onClick={() => setCorrecting(true)}>
                  {tv('queue.correct')}
                </Button>
              )
            }
          />
        </Suspense>
      )}
      {correcting && (
        <Suspense fallback={null}>
          <VisitChangeDialog
            shiftId={shift.id}
            patientName={shift.patient.name}
            suggestedField={
              shift.checkIn !== null && shift.checkOut === null ? 'checkOut' : 'checkIn'
            }
            onClose={() => setCorrecting(false)}
          />
        </Suspense>
      )}
    </>
  );
}
