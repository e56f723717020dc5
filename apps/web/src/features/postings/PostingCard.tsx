import { ListingService, type Posting, WeekDay } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { FactList } from '../../components/FactList.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { OfferResponses } from './OfferResponses.tsx';
import { type PostingAction, usePostingAction } from './postingsApi.ts';

export type PostingCardProps = { posting: Posting };

const statusColor = { open: 'info', filled: 'success', withdrawn: 'default' } as const;

/** One posting: the care it asks for, where it stands, and what the reader may do with it. */
export function PostingCard({ posting }: PostingCardProps) {
  const { t } = useTranslation('postings');
  const label = useLabel();
  const headingId = useId();
  const action = usePostingAction(posting.id);
  const [showResponses, setShowResponses] = useState(false);
  const notSet = t('card.notSet');
  const canAnswer = posting.status === 'open' && posting.myResponse === 'pending';
  const run = (name: PostingAction) => action.mutate(name);
  const schedule = posting.schedule
    .map((slot) => `${label(WeekDay.labelKey(slot.weekDay))} ${slot.start}–${slot.end}`)
    .join(', ');

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}
    >
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h6" component="h2" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
          {posting.patient?.name ?? t('card.heading', { agency: posting.postedBy.name })}
        </Typography>
        <Chip color={statusColor[posting.status]} label={t(`status.${posting.status}`)} />
      </Stack>
      <FactList
        facts={[
          { term: t('card.postedBy'), value: posting.postedBy.name },
          { term: t('card.city'), value: posting.city ?? notSet },
          { term: t('card.careType'), value: posting.careType ?? notSet },
          {
            term: t('card.services'),
            value:
              posting.services.map((code) => label(ListingService.labelKey(code))).join(', ') ||
              notSet,
          },
          {
            term: t('card.dates'),
            value: posting.startDate
              ? t('card.dateRange', { from: posting.startDate, to: posting.endDate ?? '…' })
              : notSet,
          },
          { term: t('card.schedule'), value: schedule || notSet },
          ...(posting.note ? [{ term: t('card.note'), value: posting.note }] : []),
          ...(posting.filledBy ? [{ term: t('card.filledBy'), value: posting.filledBy }] : []),
          ...(posting.myResponse
            ? [{ term: t('card.myResponse'), value: t(`response.${posting.myResponse}`) }]
            : []),
        ]}
      />
      {action.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {action.error.message}
        </Alert>
      )}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
        {canAnswer && (
          <>
            <SpinnerButton
              variant="contained"
              spinning={action.isPending && action.variables === 'accept'}
              disabled={action.isPending}
              onClick={() => run('accept')}
            >
              {t('card.accept')}
            </SpinnerButton>
            <SpinnerButton
              variant="outlined"
              spinning={action.isPending && action.variables === 'decline'}
              disabled={action.isPending}
              onClick={() => run('decline')}
            >
              {t('card.decline')}
            </SpinnerButton>
          </>
        )}
        {posting.mine && (
          <Button
            variant="outlined"
            aria-expanded={showResponses}
            onClick={() => setShowResponses((shown) => !shown)}
          >
            {showResponses ? t('card.hideResponses') : t('card.showResponses')}
          </Button>
        )}
        {posting.mine && posting.status === 'open' && (
          <SpinnerButton
            color="error"
            spinning={action.isPending && action.variables === 'withdraw'}
            disabled={action.isPending}
            onClick={() => run('withdraw')}
          >
            {t('card.withdraw')}
          </SpinnerButton>
        )}
      </Stack>
      {showResponses && <OfferResponses posting={posting} />}
    </Paper>
  );
}
