import { type HubEvent, HubMemberStatus } from '@hearth/domain';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHubMembers } from '../hubMembers/index.ts';
import { useAttendance } from './hubEventsApi.ts';

export type AttendeeListProps = { hubId: number; event: HubEvent; manages: boolean };

/** Who comes; those who run the hub add members and take anyone off. */
export function AttendeeList({ hubId, event, manages }: AttendeeListProps) {
  const { t } = useTranslation('hubEvents');
  const headingId = useId();
  const attendance = useAttendance(hubId, event.id);
  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('attendees.title', { count: event.attendees.length })}
      </Typography>
      {event.attendees.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('attendees.none')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
        >
          {event.attendees.map((attendee) => (
            <li key={attendee.id}>
              <Chip
                label={attendee.name}
                variant="outlined"
                deleteIcon={
                  <IconButton
                    size="small"
                    aria-label={t('attendees.remove', { name: attendee.name })}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
                onDelete={
                  manages
                    ? () => attendance.mutate({ userId: attendee.id, attend: false })
                    : undefined
                }
              />
            </li>
          ))}
        </Stack>
      )}
      {manages && (
        <AddAttendee
          hubId={hubId}
          attending={event.attendees.map((attendee) => attendee.id)}
          onAdd={(userId) => attendance.mutate({ userId, attend: true })}
        />
      )}
      {attendance.isError && (
        <Alert severity="error" role="alert">
          {attendance.error.message}
        </Alert>
      )}
    </Stack>
  );
}

type AddAttendeeProps = { hubId: number; attending: number[]; onAdd: (userId: number) => void };

/** The hub's members who are not attending yet, to add one. */
function AddAttendee({ hubId, attending, onAdd }: AddAttendeeProps) {
  const { t } = useTranslation('hubEvents');
  const members = useHubMembers(hubId, {
    page: 1,
    perPage: 100,
    status: String(HubMemberStatus.member),
  });
  const choices = (members.data?.data ?? []).filter(
    (member) => !attending.includes(member.user.id),
  );
  if (choices.length === 0) {
    return null;
  }
  return (
    <TextField
      select
      size="small"
      label={t('attendees.add')}
      value=""
      onChange={(change) => onAdd(Number(change.target.value))}
      sx={{ maxWidth: 320 }}
    >
      {choices.map((member) => (
        <MenuItem key={member.user.id} value={member.user.id}>
          {member.user.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
