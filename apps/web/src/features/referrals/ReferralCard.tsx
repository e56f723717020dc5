import { type Referral, ReferralCloseReason } from '@hearth/domain';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import type { FromListState } from '../../components/BackToList.tsx';

export type ReferralCardProps = { referral: Referral };

export const personName = (referral: Pick<Referral, 'firstName' | 'lastName'>) =>
  `${referral.firstName} ${referral.lastName}`;

/** One referral on the board: who, to which hub, from whom, and for how long. */
export function ReferralCard({ referral }: ReferralCardProps) {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const localized = useLocalizedPath();
  const listSearch = useLocation().search;
  const reason = referral.closeReason;
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        <Link
          component={RouterLink}
          to={localized(`/user/shared-living/referrals/${referral.id}`)}
          state={{ listSearch } satisfies FromListState}
        >
          {personName(referral)}
        </Link>
      </Typography>
      <Typography variant="body2">{referral.hub.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {referral.partner?.name ?? t('card.noPartner')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('card.age', { count: referral.ageDays })}
      </Typography>
      {reason !== null && ReferralCloseReason.isCode(reason) && (
        <Typography variant="body2" color="text.secondary">
          {label(ReferralCloseReason.labelKey(reason))}
        </Typography>
      )}
    </Paper>
  );
}
