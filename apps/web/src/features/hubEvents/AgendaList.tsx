import type { HubEvent } from '@hearth/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { eventsOn, type Month, monthDays } from './calendar.ts';
import { EventChip } from './EventChip.tsx';

export type AgendaListProps = {
  month: Month;
  events: readonly HubEvent[];
  onOpen: (event: HubEvent) => void;
};

/** On a phone: only the days that have events, each a heading with its events below. */
export function AgendaList({ month, events, onOpen }: AgendaListProps) {
  const locale = useLocale();
  const dayName = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const days = monthDays(month)
    .map((day) => ({ day, events: eventsOn(events, day) }))
    .filter((entry) => entry.events.length > 0);

  return (
    <Stack spacing={2}>
      {days.map(({ day, events: ofDay }) => (
        <Stack
          key={day.toISOString()}
          spacing={1}
          component="section"
          aria-label={dayName.format(day)}
        >
          <Typography variant="subtitle2" component="h3">
            {dayName.format(day)}
          </Typography>
          {ofDay.map((event) => (
            <EventChip key={event.id} event={event} day={day} onOpen={onOpen} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
