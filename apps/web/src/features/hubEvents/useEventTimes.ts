import type { HubEvent } from '@hearth/domain';
import { useMemo } from 'react';
import { useLocale } from '../../app/i18n/useLocale.ts';

/** An event's start and end as one range in the page's locale and the visitor's time zone. */
export function useEventTimes(): (event: Pick<HubEvent, 'startsAt' | 'endsAt'>) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' });
    return (event) => format.formatRange(new Date(event.startsAt), new Date(event.endsAt));
  }, [locale]);
}
