import { CARE_TIME_ZONE, type Shift } from '@hearth/domain';
import { useLocale } from '../../app/i18n/useLocale.ts';

/** Times are shown in the care time zone, where the visits happen, whatever the device's zone. */
export function useShiftFormat() {
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: CARE_TIME_ZONE });
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: CARE_TIME_ZONE,
  });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    span: (shift: Pick<Shift, 'startsAt' | 'endsAt'>) =>
      `${time.format(new Date(shift.startsAt))} – ${time.format(new Date(shift.endsAt))}`,
  };
}

/** `YYYY-MM-DD` of an instant in the care time zone. */
