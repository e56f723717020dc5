import type { Posting } from '@hearth/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { usePostingOffers } from './postingsApi.ts';

/** Who the posting was offered to and how each answered; for the agency that posted it. */
export function OfferResponses({ posting }: { posting: Posting }) {
  const { t } = useTranslation('postings');
  const { agencies, caregivers } = usePostingOffers(posting.id);
  if (agencies.isPending || caregivers.isPending) {
    return <ListLoading label={t('responses.loading')} />;
  }
  if (agencies.isError || caregivers.isError) {
    const error = agencies.error ?? caregivers.error;
    return (
      <ListError
        message={error?.message ?? ''}
        onRetry={() => {
          void agencies.refetch();
          void caregivers.refetch();
        }}
      />
    );
  }
  const rows = [
    ...caregivers.data.data.map((offer) => ({
      key: `c${offer.caregiver.id}`,
      name: offer.profession
        ? `${offer.caregiver.name} (${offer.profession})`
        : offer.caregiver.name,
      response: offer.response,
    })),
    ...agencies.data.data.map((offer) => ({
      key: `a${offer.agency.id}`,
      name: offer.agency.name,
      response: offer.response,
    })),
  ];
  return (
    <Stack sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {t('responses.title')}
      </Typography>
      <List dense aria-label={t('responses.title')}>
        {rows.map((row) => (
          <ListItem key={row.key} disableGutters>
            <ListItemText primary={row.name} secondary={t(`response.${row.response}`)} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
