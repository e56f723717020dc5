import { ReferralCloseReason, type ReferralDetail, ReferralStatus } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { BackToList } from '../../components/BackToList.tsx';
import { useDateFormat } from '../../components/DateTime.tsx';
import { FactList } from '../../components/FactList.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SectionColumns } from '../../components/SectionColumns.tsx';
import { detailsEditable, LoadedReferral } from './LoadedReferral.tsx';
import { MilestonesSection } from './MilestonesSection.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { PlacementSection } from './PlacementSection.tsx';
import { personName } from './ReferralCard.tsx';
import { ReferralTimeline } from './ReferralTimeline.tsx';

const statusColor = { 1: 'info', 2: 'warning', 3: 'default' } as const;

/** A referral's page: the person, where it stands and its moves, milestones, placement, history. */
export function ReferralDetailPage() {
  const { t } = useTranslation('referrals');
  return (
    <LoadedReferral title={(referral) => (referral ? personName(referral) : t('detail.loading'))}>
      {(referral) => <ReferralView referral={referral} />}
    </LoadedReferral>
  );
}

function ReferralView({ referral }: { referral: ReferralDetail }) {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const formatDay = useDateFormat();
  const localized = useLocalizedPath();
  const notSet = t('detail.notSet');
  const status = label(ReferralStatus.labelKey(referral.status));
  const editable = detailsEditable(referral);
  return (
    <Stack spacing={3}>
      <BackToList path="/user/shared-living/referrals" label={t('detail.back')} />
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {personName(referral)}
        </Typography>
        <Chip color={statusColor[referral.status]} label={status} />
        {editable && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={localized(`/user/shared-living/referrals/${referral.id}/edit`)}
          >
            {t('detail.edit')}
          </Button>
        )}
      </Stack>
      <SectionColumns>
        <SectionCard title={t('detail.person')}>
          <FactList
            facts={[
              { term: t('detail.hub'), value: referral.hub.name },
              { term: t('detail.partner'), value: referral.partner?.name ?? t('card.noPartner') },
              { term: t('detail.referredBy'), value: referral.referredBy?.name ?? notSet },
              {
                term: t('form.careCoordinator'),
                value: referral.careCoordinator?.name ?? notSet,
              },
              {
                term: t('form.dateOfBirth'),
                value: referral.dateOfBirth ? formatDay(referral.dateOfBirth) : notSet,
              },
              { term: t('form.phone'), value: referral.phone ?? notSet },
              { term: t('form.needs'), value: referral.needs ?? notSet },
              { term: t('detail.age'), value: t('card.age', { count: referral.ageDays }) },
            ]}
          />
        </SectionCard>
        <StatusSection referral={referral} />
      </SectionColumns>
      <SectionColumns>
        <MilestonesSection referral={referral} />
        <PlacementSection referral={referral} />
      </SectionColumns>
      <SectionCard title={t('timeline.title')}>
        <ReferralTimeline label={t('timeline.title')} events={referral.timeline} />
      </SectionCard>
    </Stack>
  );
}

function StatusSection({ referral }: { referral: ReferralDetail }) {
  const { t } = useTranslation('referrals');
  const label = useLabel();
  const [moving, setMoving] = useState<ReferralStatus | null>(null);
  const reason = referral.closeReason;
  return (
    <SectionCard title={t('status.title')}>
      <Stack spacing={2}>
        <FactList
          facts={[
            { term: t('status.current'), value: label(ReferralStatus.labelKey(referral.status)) },
            ...(reason !== null && ReferralCloseReason.isCode(reason)
              ? [
                  {
                    term: t('status.closeReason'),
                    value: label(ReferralCloseReason.labelKey(reason)),
                  },
                ]
              : []),
            ...(referral.closeNote
              ? [{ term: t('status.closeNote'), value: referral.closeNote }]
              : []),
          ]}
        />
        {referral.moves.length === 0 ? (
          <Alert severity="info" role="status">
            {t('status.noMoves')}
          </Alert>
        ) : (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {referral.moves.map((to) => (
              <Button
                key={to}
                variant="outlined"
                color={to === ReferralStatus.closed ? 'error' : 'primary'}
                onClick={() => setMoving(to)}
              >
                {t(`status.moveTo.${ReferralStatus.nameOf(to)}`)}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      {moving !== null && (
        <MoveDialog referral={referral} to={moving} onClose={() => setMoving(null)} />
      )}
    </SectionCard>
  );
}
