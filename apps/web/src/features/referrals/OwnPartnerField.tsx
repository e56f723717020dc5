import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../reference/index.ts';

export type OwnPartnerFieldProps = { saved: { id: number; name: string } | null };

/**
 * A partner's staff refer for their own partner and cannot name another; the field only says
 * which. The partners they may find are their own, so the list's one entry names it.
 */
export function OwnPartnerField({ saved }: OwnPartnerFieldProps) {
  const { t } = useTranslation('referrals');
  const own = useLookup('partners', '', saved === null);
  const name = saved?.name ?? own.options[0]?.label ?? '';
  return (
    <TextField
      label={t('form.partner')}
      value={name}
      helperText={t('form.ownPartnerHint')}
      // Read-only rather than disabled: its words stay readable, as a fact about the referral.
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true } }}
    />
  );
}
