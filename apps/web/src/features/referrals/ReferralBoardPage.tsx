import { ReferralStatus } from '@hearth/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStatus.tsx';
import { useAddressParams } from '../../components/list/useAddressParams.ts';
import { HubFilter } from './HubSelect.tsx';
import { MetricsCard } from './MetricsCard.tsx';
import { ReferralCard } from './ReferralCard.tsx';
import { useReferralList } from './referralsApi.ts';

// A column shows the newest referrals of its status; the count says how many there are in all.
const COLUMN_SIZE = 50;

type StatusColumnProps = { status: ReferralStatus; hubId: string; shownWhenNarrow: boolean };

function StatusColumn({ status, hubId, shownWhenNarrow }: StatusColumnProps) {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const headingId = useId();
  const query = useReferralList({ status, hubId: hubId || undefined, perPage: COLUMN_SIZE });
  const name = label(ReferralStatus.labelKey(status));
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: { xs: shownWhenNarrow ? 'block' : 'none', md: 'block' }, minWidth: 0 }}
    >
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
        {query.data ? t('board.column', { status: name, count: query.data.meta.total }) : name}
      </Typography>
      <Stack spacing={1.5}>
        {query.isPending && <ListLoading label={t('board.loading')} />}
        {query.isError && (
          <ListError message={query.error.message} onRetry={() => void query.refetch()} />
        )}
        {query.data?.data.length === 0 && (
          <ListEmpty message={t('board.empty', { status: name.toLowerCase() })} />
        )}
        {query.data?.data.map((referral) => (
          <ReferralCard key={referral.id} referral={referral} />
        ))}
      </Stack>
    </Box>
  );
}

/** The referral board: one column per status (one at a time on a phone) and the metrics. */
export function ReferralBoardPage() {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const localized = useLocalizedPath();
  usePageTitle(t('board.title'));
  const [params, changeParams] = useAddressParams();
  const hubId = params.get('hubId') ?? '';
  const wanted = Number(params.get('status'));
  const shown = ReferralStatus.isCode(wanted) ? wanted : ReferralStatus.open;
  const update = (changes: Record<string, string>) => {
    changeParams(
      (next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === '') {
            next.delete(key);
          } else {
            next.set(key, value);
          }
        }
      },
      { replace: true },
    );
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h4" component="h1">
          {t('board.title')}
        </Typography>
        <Button
          variant="contained"
          component={RouterLink}
          to={localized(`/user/shared-living/referrals/new${hubId ? `?hubId=${hubId}` : ''}`)}
        >
          {t('board.refer')}
        </Button>
      </Stack>
      <Box sx={{ maxWidth: { sm: 360 } }}>
        <HubFilter value={hubId} onChange={(value) => update({ hubId: value })} />
      </Box>
      <MetricsCard hubId={hubId} />
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={shown}
        onChange={(_event, value: ReferralStatus | null) =>
          value !== null && update({ status: String(value) })
        }
        aria-label={t('board.statusSwitch')}
        sx={{ display: { xs: 'flex', md: 'none' } }}
      >
        {ReferralStatus.codes.map((status) => (
          <ToggleButton key={status} value={status}>
            {label(ReferralStatus.labelKey(status))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          gap: 3,
        }}
      >
        {ReferralStatus.codes.map((status) => (
          <StatusColumn
            key={status}
            status={status}
            hubId={hubId}
            shownWhenNarrow={status === shown}
          />
        ))}
      </Box>
    </Stack>
  );
}
