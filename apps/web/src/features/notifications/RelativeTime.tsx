import { useMemo } from 'react';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { useDateTimeFormat } from '../../components/DateTime.tsx';

// From the largest unit down: the first that fits whole is said ("3 hours ago").
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

export type RelativeTimeProps = { value: string };

/** How long ago, in the page's locale, with the exact instant for machines and the tooltip. */
export function RelativeTime({ value }: RelativeTimeProps) {
  const locale = useLocale();
  const exact = useDateTimeFormat();
  const format = useMemo(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }), [locale]);
  const elapsed = new Date(value).getTime() - Date.now();
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(elapsed) >= ms) ?? ['second', 1_000];
  const amount = unit === 'second' ? 0 : Math.round(elapsed / size);
  return (
    <time dateTime={value} title={exact(value)}>
      {format.format(amount, unit)}
    </time>
  );
}
