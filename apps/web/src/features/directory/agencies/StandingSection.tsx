import type { Agency } from '@hearth/domain';
import GavelIcon from '@mui/icons-material/Gavel';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { StandingChip } from './StandingChip.tsx';
import { StandingDialog } from './StandingDialog.tsx';
import { StandingHistory } from './StandingHistory.tsx';

export type StandingSectionProps = {
  agency: Agency & { standing: NonNullable<Agency['standing']> };
  onChanged: (message: string) => void;
};

/** The agency's standing, the decisions that led to it, and (for admins) a new decision. */
export function StandingSection({ agency, onChanged }: StandingSectionProps) {
  const { t } = useTranslation('directory');
  const [changing, setChanging] = useState(false);
  return (
    <SectionCard
      title={t('standing.title')}
      action={
        agency.can.changeStanding && (
          <Button variant="outlined" startIcon={<GavelIcon />} onClick={() => setChanging(true)}>
            {t('standing.change')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography>{t('standing.current')}</Typography>
          <StandingChip standing={agency.standing} />
        </Stack>
        {agency.can.viewStandingHistory && (
          <>
            <Typography variant="subtitle1" component="h3">
              {t('standing.history')}
            </Typography>
            <StandingHistory agencyId={agency.id} />
          </>
        )}
      </Stack>
      {changing && (
        <StandingDialog
          agency={agency}
          onClose={() => setChanging(false)}
          onChanged={(updated) => {
            setChanging(false);
            onChanged(t('standing.changed', { name: updated.name }));
          }}
        />
      )}
    </SectionCard>
  );
}
