import { ReferralCloseReason, type ReferralEvent, ReferralStatus } from '@hearth/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateFormat, useDateTimeFormat } from '../../components/DateTime.tsx';

export type ReferralTimelineProps = { label: string; events: readonly ReferralEvent[] };

/** What happened to the referral, newest first: what, who and when. */
export function ReferralTimeline({ label, events }: ReferralTimelineProps) {
  const { t } = useTranslation('referrals');
  const domainLabel = useLabel();
  const formatTime = useDateTimeFormat();
  const formatDay = useDateFormat();
  const statusName = (status: ReferralStatus | null) =>
    status === null ? '' : domainLabel(ReferralStatus.labelKey(status));

  const what = (event: ReferralEvent): string => {
    switch (event.kind) {
      case 'created':
        return t('timeline.created');
      case 'status':
        return t('timeline.status', {
          from: statusName(event.fromStatus),
          to: statusName(event.toStatus),
        });
      case 'milestone':
        return event.milestone === null
          ? t('timeline.details')
          : event.milestoneOn === null
            ? t('timeline.milestoneCleared', { milestone: t(`milestone.${event.milestone}`) })
            : t('timeline.milestone', {
                milestone: t(`milestone.${event.milestone}`),
                day: formatDay(event.milestoneOn),
              });
      case 'placement':
        return t('timeline.placement', { home: event.note ?? '' });
      case 'details':
        return t('timeline.details');
    }
  };

  const reasonOf = (event: ReferralEvent) =>
    event.closeReason !== null && ReferralCloseReason.isCode(event.closeReason)
      ? domainLabel(ReferralCloseReason.labelKey(event.closeReason))
      : null;

  return (
    <List dense disablePadding aria-label={label}>
      {[...events].reverse().map((event) => (
        <ListItem key={event.id} disableGutters alignItems="flex-start">
          <ListItemText
            primary={what(event)}
            secondary={[
              t('timeline.byAt', {
                name: event.actor?.name ?? t('timeline.unknownPerson'),
                time: formatTime(event.at),
              }),
              reasonOf(event),
              event.kind === 'status' && event.note ? event.note : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
