import {
  REFERRAL_MILESTONES,
  REFERRER_MILESTONES,
  type ReferralDetail,
  type ReferralMilestone,
  type ReferralMilestonesInput,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useSaveMilestones } from './referralsApi.ts';

export type MilestonesSectionProps = { referral: ReferralDetail };

type Dates = Record<ReferralMilestone, string>;

const datesOf = (referral: ReferralDetail): Dates =>
  Object.fromEntries(
    REFERRAL_MILESTONES.map((name) => [name, referral.milestones[name] ?? '']),
  ) as Dates;

/** What the reader may record: the hub every date, the referring partner the hospital stay. */
function editableBy(referral: ReferralDetail): readonly ReferralMilestone[] {
  if (referral.party === 'hub') {
    return REFERRAL_MILESTONES;
  }
  return referral.party === 'referrer' ? REFERRER_MILESTONES : [];
}

/** The referral's milestone dates; only those changed are sent, each becomes a timeline entry. */
export function MilestonesSection({ referral }: MilestonesSectionProps) {
  const { t } = useTranslation('referrals');
  const { fieldText } = useFormMessages();
  const save = useSaveMilestones(referral.id);
  const [dates, setDates] = useState<Dates>(() => datesOf(referral));
  const [saved, setSaved] = useState(false);
  const editable = editableBy(referral);
  const current = datesOf(referral);
  const changed = REFERRAL_MILESTONES.filter((name) => dates[name] !== current[name]);
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const unplaced = save.isError && Object.keys(fieldErrors).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const values: ReferralMilestonesInput = Object.fromEntries(
      changed.map((name) => [name, dates[name] === '' ? null : dates[name]]),
    );
    save.mutate(values, {
      onSuccess: (fresh) => {
        setDates(datesOf(fresh));
        setSaved(true);
      },
    });
  };

  return (
    <SectionCard title={t('milestones.title')}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit}>
        {unplaced && (
          <Alert severity="error" role="alert">
            {save.error.message}
          </Alert>
        )}
        {saved && changed.length === 0 && (
          <Alert severity="success" role="status">
            {t('milestones.saved')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {REFERRAL_MILESTONES.map((name) => {
            const error = fieldText(fieldErrors[name]?.[0]);
            return (
              <TextField
                key={name}
                type="date"
                label={t(`milestone.${name}`)}
                value={dates[name]}
                disabled={!editable.includes(name)}
                onChange={(event) => setDates({ ...dates, [name]: event.target.value })}
                error={error !== undefined}
                helperText={error}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
          })}
        </Box>
        {editable.length > 0 && (
          <Box>
            <SpinnerButton
              type="submit"
              variant="contained"
              spinning={save.isPending}
              disabled={changed.length === 0}
            >
              {t('milestones.save')}
            </SpinnerButton>
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
