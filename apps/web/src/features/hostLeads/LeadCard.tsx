import { type HostLeadSummary, LeadLocation } from '@hearth/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useDateTimeFormat } from '../../components/DateTime.tsx';

export type LeadCardProps = { lead: HostLeadSummary; onOpen: (id: number) => void };

/** One lead in a column: who, where from, when; opening it shows the rest and the moves. */
export function LeadCard({ lead, onOpen }: LeadCardProps) {
  const { t } = useTranslation('hostLeads');
  const label = useLabel();
  const formatInstant = useDateTimeFormat();
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea onClick={() => onOpen(lead.id)} aria-haspopup="dialog">
        <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {lead.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[lead.city, label(LeadLocation.labelKey(lead.location))].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('pipeline.received', { date: formatInstant(lead.createdAt) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
