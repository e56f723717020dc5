import { AssessmentStatus, CARE_TIME_ZONE, type CareRequestSummary } from '@hearth/domain';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateTimeFormat } from '../../components/DateTime.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useMyCareRequests } from './familyApi.ts';
import { QueryState } from './QueryState.tsx';

export type RequestListProps = { requests: readonly CareRequestSummary[] };

/** The family's care requests: to whom, when sent, and where each stands now. */
export function RequestList({ requests }: RequestListProps) {
  const { t } = useTranslation('family');
  const label = useLabel();
  const when = useDateTimeFormat(false, CARE_TIME_ZONE);
  if (requests.length === 0) {
    return <Typography>{t('requests.empty')}</Typography>;
  }
  return (
    <List disablePadding>
      {requests.map((request) => (
        <ListItem key={request.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            primary={request.listing.name}
            secondary={t('requests.sent', {
              date: when(request.createdAt),
              reference: request.reference,
            })}
            slotProps={{ primary: { sx: { fontSize: '1.1rem', fontWeight: 500 } } }}
            sx={{ minWidth: 180 }}
          />
          <span aria-live="polite">
            <Chip
              color={request.status === AssessmentStatus.active ? 'success' : 'default'}
              label={label(AssessmentStatus.labelKey(request.status))}
            />
          </span>
        </ListItem>
      ))}
    </List>
  );
}

/** The family's requests as a card of their own, read and kept fresh by the page around it. */
export function RequestsCard() {
  const { t } = useTranslation('family');
  const requests = useMyCareRequests();
  return (
    <SectionCard title={t('requests.title')}>
      <QueryState query={requests} label={t('requests.title')}>
        {(rows) => <RequestList requests={rows} />}
      </QueryState>
    </SectionCard>
  );
}
