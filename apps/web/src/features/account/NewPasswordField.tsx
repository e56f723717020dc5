import { PASSWORD_MIN_LENGTH } from '@hearth/domain';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Ref } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useSuggestPassword } from './accountApi.ts';
import { PasswordField } from './PasswordField.tsx';

export type NewPasswordFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the value was refused, shown under the field in place of the hint. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
};

/** Where a person chooses a password: the rules up front, show/hide, and a strong suggestion. */
export function NewPasswordField({
  label,
  name,
  value,
  onChange,
  error,
  inputRef,
  autoFocus,
}: NewPasswordFieldProps) {
  const { t } = useTranslation('account');
  const suggest = useSuggestPassword();
  const [revealed, setRevealed] = useState(false);
  const suggested = suggest.isSuccess && suggest.data === value;

  const handleSuggest = () => {
    suggest.mutate(undefined, {
      onSuccess: (password) => {
        onChange(password);
        // A password nobody has seen cannot be saved or typed elsewhere: show it.
        setRevealed(true);
      },
    });
  };

  return (
    <Stack spacing={1}>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        required
        fullWidth
        autoFocus={autoFocus}
        inputRef={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        revealed={revealed}
        onRevealedChange={setRevealed}
        error={error !== undefined}
        helperText={error ?? t('password.hint', { min: PASSWORD_MIN_LENGTH })}
      />
      <Box>
        <SpinnerButton
          size="small"
          startIcon={<PasswordIcon aria-hidden />}
          spinning={suggest.isPending}
          onClick={handleSuggest}
        >
          {t('password.suggest')}
        </SpinnerButton>
      </Box>
      {suggested && (
        <Alert severity="info" role="status">
          {t('password.suggested')}
        </Alert>
      )}
      {suggest.isError && (
        <Alert severity="error" role="alert">
          {t('password.suggestFailed', { reason: suggest.error.message })}
        </Alert>
      )}
    </Stack>
  );
}
