import {
  CARE_TIME_ZONE,
  type VisitException,
  type VisitExceptionKind,
  type VisitPhase,
} from '@hearth/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';

/**
 * The words of an exception: its kind, phase and reason code as labelled in the page's
 * language, and the visit's time in the care time zone, where the visit happened.
 */
export function useExceptionText() {
  const { t } = useTranslation('visitVerification');
  const locale = useLocale();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: CARE_TIME_ZONE,
      }),
    [locale],
  );
  return {
    kind: (kind: VisitExceptionKind) => t(`kinds.${kind}`),
    phase: (phase: VisitPhase) => t(`phases.${phase}`),
    reason: (code: VisitException['reasonCode']) =>
      code === null ? t('queue.noReason') : t(`reasons.${code}`, { defaultValue: code }),
    visitTime: (iso: string) => format.format(new Date(iso)),
  };
}
