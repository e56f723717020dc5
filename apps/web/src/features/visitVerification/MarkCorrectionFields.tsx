import type { VisitChangeField, VisitMark } from '@hearth/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkDraft } from './markCorrection.ts';
import { useExceptionText } from './useExceptionText.ts';

export type MarkCorrectionFieldsProps = {
  field: VisitChangeField;
  /** What the caregiver recorded; null when they never did. */
  original: VisitMark | null;
  /** What the record holds now, after any earlier correction. */
  current: VisitMark | null;
  draft: MarkDraft;
  onChange: (draft: MarkDraft) => void;
  autoFocus: boolean;
  errorOf: (field: string) => string | undefined;
};

/** One mark: the original and the record beside the new time (care time zone) and place. */
export function MarkCorrectionFields({
  field,
  original,
  current,
  draft,
  onChange,
  autoFocus,
  errorOf,
}: MarkCorrectionFieldsProps) {
  const { t } = useTranslation('visitVerification');
  const text = useExceptionText();
  const headingId = useId();
  const describe = (mark: VisitMark | null) =>
    mark === null
      ? t('change.notRecorded')
      : t('change.markAt', {
          when: text.visitTime(mark.at),
          latitude: mark.latitude.toFixed(5),
          longitude: mark.longitude.toFixed(5),
        });
  const timeError =
    errorOf(`${field}.at`) ?? (field === 'checkIn' ? errorOf('checkIn') : undefined);
  const placeError = errorOf(`${field}.position`);
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="legend">
        {t(`change.fields.${field}`)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
          columnGap: 2,
          my: 1,
          '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
        }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('change.original')}
        </Typography>
        <Typography component="dd" variant="body2">
          {describe(original)}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('change.onRecord')}
        </Typography>
        <Typography component="dd" variant="body2">
          {describe(current)}
        </Typography>
      </Box>
      <Stack spacing={2}>
        <TextField
          type="datetime-local"
          label={t('change.newTime', { zone: t('change.zone') })}
          value={draft.at}
          autoFocus={autoFocus}
          onChange={(event) => onChange({ ...draft, at: event.target.value })}
          error={timeError !== undefined}
          helperText={timeError}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('change.latitude')}
            inputMode="decimal"
            value={draft.latitude}
            onChange={(event) => onChange({ ...draft, latitude: event.target.value })}
            error={placeError !== undefined}
            helperText={placeError ?? t('change.placeHelp')}
            fullWidth
          />
          <TextField
            label={t('change.longitude')}
            inputMode="decimal"
            value={draft.longitude}
            onChange={(event) => onChange({ ...draft, longitude: event.target.value })}
            error={placeError !== undefined}
            fullWidth
          />
        </Stack>
      </Stack>
    </Box>
  );
}
