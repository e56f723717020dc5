import type { HubEvent } from '@hearth/domain';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { sameDay } from './calendar.ts';

const kindColours = {
  outing: 'success.main',
  training: 'info.main',
  meeting: 'warning.main',
} as const;

export type EventChipProps = {
  event: HubEvent;
  /** The day it is shown on: its start time there, or "cont." on the days it runs on into. */
  day: Date;
  onOpen: (event: HubEvent) => void;
};

/** One event on the calendar: its time and title, a cancelled one struck through. */
export function EventChip({ event, day, onOpen }: EventChipProps) {
  const { t } = useTranslation('hubEvents');
  const locale = useLocale();
  const startsAt = new Date(event.startsAt);
  const time = sameDay(startsAt, day)
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(startsAt)
    : t('continued');
  const cancelled = event.cancelledAt !== null;
  return (
    <ButtonBase
      onClick={() => onOpen(event)}
      aria-label={t('open', {
        title: event.title,
        time,
        state: cancelled ? t('cancelled') : event.attending ? t('attending') : '',
      })}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        borderInlineStart: 3,
        borderColor: kindColours[event.kind],
        borderRadius: 0.5,
        px: 0.75,
        py: 0.25,
        bgcolor: 'action.hover',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Typography
        variant="caption"
        component="span"
        sx={{
          display: 'block',
          textDecoration: cancelled ? 'line-through' : 'none',
          overflowWrap: 'anywhere',
        }}
      >
        {time} {event.title}
        {event.attending && !cancelled ? ' ✓' : ''}
      </Typography>
    </ButtonBase>
  );
}
