import type { Shift, ShiftPosition, VisitReasonCode } from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { currentPosition, PositionError } from './geolocation.ts';
import { type CheckOutConfirmation, useVisitAction } from './shiftsApi.ts';

export type CaptureAction = 'check-in' | 'check-out';

/** A check-in or check-out the server would record only with a reason, kept to send again. */
type AwaitingReason = {
  action: CaptureAction;
  position: ShiftPosition;
  confirmation: CheckOutConfirmation | undefined;
};

const asksForReason = (error: unknown) =>
  error instanceof ApiError && error.fieldErrors.reasonCode !== undefined;

/**
 * A check-in or check-out from the phone: where it is, then the server's verdict. When the server
 * asks for a reason (away from home, outside the visit's time) the position and the client's
 * confirmation are kept, so the caregiver only picks the reason and is not located twice.
 */
export function useVisitCapture(shift: Shift, onRecorded?: () => void) {
  const { t } = useTranslation('shifts');
  const visit = useVisitAction();
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [awaitingReason, setAwaitingReason] = useState<AwaitingReason | null>(null);

  function send(marking: AwaitingReason, reasonCode?: VisitReasonCode) {
    visit.mutate(
      { shiftId: shift.id, ...marking, reasonCode },
      {
        onSuccess: () => {
          setAwaitingReason(null);
          onRecorded?.();
        },
        onError: (error) => setAwaitingReason(asksForReason(error) ? marking : null),
      },
    );
  }

  async function capture(action: CaptureAction, confirmation?: CheckOutConfirmation) {
    setProblem(null);
    setAwaitingReason(null);
    setLocating(true);
    try {
      send({ action, position: await currentPosition(), confirmation });
    } catch (error) {
      const reason = error instanceof PositionError ? error.reason : 'unavailable';
      setProblem(reason === 'denied' ? t('mine.geoDenied') : t('mine.geoUnavailable'));
    } finally {
      setLocating(false);
    }
  }

  return {
    visit,
    capture,
    /**
     * Sends the capture the server refused again, with the caregiver's reason (and the client's
     * confirmation as it stands now, if the caregiver changed it meanwhile).
     */
    sendWithReason: (reason: VisitReasonCode, confirmation?: CheckOutConfirmation) => {
      if (awaitingReason !== null) {
        send(
          { ...awaitingReason, confirmation: confirmation ?? awaitingReason.confirmation },
          reason,
        );
      }
    },
    awaitingReason: awaitingReason?.action ?? null,
    problem,
    locating,
    busy: visit.isPending || locating,
    /** A refusal other than the reason the picker asks for. */
    failure: visit.isError && awaitingReason === null ? visit.error.message : null,
  };
}
