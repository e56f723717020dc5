import { SIGNATURE_MISSING_REASONS, type SignatureMissingReason } from '@hearth/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad } from './SignaturePad.tsx';

/** The client's confirmation as the caregiver gives it: a signature, or why there is none. */
export type ClientConfirmation =
  | { kind: 'signature'; pngBase64: string | null }
  | { kind: 'missing'; reason: SignatureMissingReason | null };

export const unsigned: ClientConfirmation = { kind: 'signature', pngBase64: null };

export type ClientConfirmationFieldProps = {
  patientName: string;
  value: ClientConfirmation;
  onChange: (value: ClientConfirmation) => void;
};

/**
 * The client signs on the pad, or the caregiver says why they could not: the second path is a
 * checkbox and radio buttons, so it works with a keyboard or a screen reader alone.
 */
export function ClientConfirmationField({
  patientName,
  value,
  onChange,
}: ClientConfirmationFieldProps) {
  const { t } = useTranslation('shifts');
  const reasonsId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('checkout.signature.legend')}</FormLabel>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {value.kind === 'signature' && (
          <SignaturePad
            label={t('checkout.signature.pad', { name: patientName })}
            onChange={(pngBase64) => onChange({ kind: 'signature', pngBase64 })}
          />
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={value.kind === 'missing'}
              onChange={(event) =>
                onChange(event.target.checked ? { kind: 'missing', reason: null } : unsigned)
              }
            />
          }
          label={t('checkout.signature.cannotSign')}
        />
        {value.kind === 'missing' && (
          <FormControl component="fieldset" required>
            <FormLabel component="legend" id={reasonsId}>
              {t('checkout.signature.reasonLegend')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={reasonsId}
              value={value.reason ?? ''}
              onChange={(event) =>
                onChange({ kind: 'missing', reason: event.target.value as SignatureMissingReason })
              }
            >
              {SIGNATURE_MISSING_REASONS.map((reason) => (
                <FormControlLabel
                  key={reason}
                  value={reason}
                  control={<Radio />}
                  label={t(`signatureMissing.${reason}`)}
                />
              ))}
            </RadioGroup>
            <Typography variant="body2" color="text.secondary">
              {t('checkout.signature.exceptionNote')}
            </Typography>
          </FormControl>
        )}
      </Stack>
    </FormControl>
  );
}
