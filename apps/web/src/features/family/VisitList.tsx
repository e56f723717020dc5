import { CARE_TIME_ZONE, type FamilyVisit } from '@hearth/domain';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../components/DateTime.tsx';

export type VisitListProps = {
  visits: readonly FamilyVisit[];
  /** What to say when there is none, in plain words. */
  empty: string;
};

const stateColour = {
  planned: 'default',
  checkedIn: 'success',
  checkedOut: 'primary',
  missed: 'warning',
  cancelled: 'default',
} as const;

const avatarSize = { width: 48, height: 48, fontSize: '1.25rem' };

// A state with its date and time is longer than a phone's row: the chip wraps instead of overflowing.
const wrappingChip = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
};

/** Visits as a family reads them: when (the agency's clock), who comes (their photo, or
 * their initial without one), and where it stands. */
export function VisitList({ visits, empty }: VisitListProps) {
  const { t } = useTranslation('family');
  const when = useDateTimeFormat(false, CARE_TIME_ZONE);
  if (visits.length === 0) {
    return <Typography>{empty}</Typography>;
  }
  return (
    <List disablePadding>
      {visits.map((visit) => {
        const caregiver = visit.caregiver?.firstName ?? null;
        const photoUrl = visit.caregiver?.photoUrl ?? null;
        const at = visit.checkedOutAt ?? visit.checkedInAt;
        return (
          <ListItem
            key={visit.id}
            divider
            disableGutters
            data-visit-id={visit.id}
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            <ListItemAvatar>
              {photoUrl === null || caregiver === null ? (
                <Avatar aria-hidden sx={avatarSize}>
                  {caregiver?.charAt(0) ?? '?'}
                </Avatar>
              ) : (
                <Avatar src={photoUrl} alt={t('visit.photoAlt', { caregiver })} sx={avatarSize}>
                  {caregiver.charAt(0)}
                </Avatar>
              )}
            </ListItemAvatar>
            <ListItemText
              primary={when(visit.startsAt)}
              secondary={
                caregiver === null ? t('visit.noCaregiver') : t('visit.caregiver', { caregiver })
              }
              slotProps={{ primary: { sx: { fontSize: '1.1rem', fontWeight: 500 } } }}
              sx={{ minWidth: 180 }}
            />
            {/* Read out when a check-in arrives live, without moving the reader's place. */}
            <span aria-live="polite" style={{ maxWidth: '100%' }}>
              <Chip
                sx={wrappingChip}
                color={stateColour[visit.state]}
                label={
                  at === null
                    ? t(`visit.state.${visit.state}`)
                    : t(`visit.stateAt.${visit.state}`, { time: when(at) })
                }
              />
            </span>
          </ListItem>
        );
      })}
    </List>
  );
}
