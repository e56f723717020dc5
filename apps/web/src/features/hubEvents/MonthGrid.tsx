import type { HubEvent } from '@hearth/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { eventsOn, gridDays, type Month, sameDay, weekStartOf } from './calendar.ts';
import { EventChip } from './EventChip.tsx';

export type MonthGridProps = {
  month: Month;
  events: readonly HubEvent[];
  onOpen: (event: HubEvent) => void;
};

/** Seven columns of days; a day's events in start order, each opening its dialog. */
export function MonthGrid({ month, events, onOpen }: MonthGridProps) {
  const { t } = useTranslation('hubEvents');
  const locale = useLocale();
  const days = gridDays(month, weekStartOf(locale));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const dayName = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const today = new Date();
  const weeks = Array.from({ length: days.length / 7 }, (_, week) =>
    days.slice(week * 7, week * 7 + 7),
  );

  return (
    <Box
      role="grid"
      aria-label={t('grid')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box role="row" sx={{ display: 'contents' }}>
        {days.slice(0, 7).map((day) => (
          <Typography
            key={day.getDay()}
            role="columnheader"
            variant="body2"
            sx={{ p: 1, fontWeight: 600, borderBottom: 1, borderColor: 'divider' }}
          >
            {weekday.format(day)}
          </Typography>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box role="row" key={week[0]?.toISOString()} sx={{ display: 'contents' }}>
          {week.map((day) => {
            const inMonth = day.getMonth() === month.month;
            return (
              <Stack
                role="gridcell"
                aria-label={dayName.format(day)}
                key={day.toISOString()}
                spacing={0.5}
                sx={{
                  minHeight: 110,
                  p: 0.75,
                  borderTop: 1,
                  borderInlineStart: 1,
                  borderColor: 'divider',
                  bgcolor: inMonth ? 'background.paper' : 'action.hover',
                  minWidth: 0,
                }}
              >
                <Typography
                  variant="body2"
                  color={inMonth ? 'text.primary' : 'text.secondary'}
                  sx={sameDay(day, today) ? { fontWeight: 700, color: 'primary.main' } : undefined}
                >
                  {day.getDate()}
                </Typography>
                {inMonth &&
                  eventsOn(events, day).map((event) => (
                    <EventChip key={event.id} event={event} day={day} onOpen={onOpen} />
                  ))}
              </Stack>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
