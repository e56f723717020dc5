import { PASSWORD_MIN_LENGTH } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../../api/fieldErrors.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useChangePassword } from './accountApi.ts';
import { NewPasswordField } from './NewPasswordField.tsx';
import { PasswordField } from './PasswordField.tsx';
import { useFieldMessages } from './useFieldMessages.ts';

const fields = ['currentPassword', 'newPassword'] as const;
type Field = (typeof fields)[number];

/** Changing one's own password: the current one proves it is really them. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const headingId = useId();
  const change = useChangePassword();
  const form = useFieldMessages(fields, change.error);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The length rule is checked here too, so the person hears it at once, in their language.
    const found: FieldMessages<Field> = {};
    if (currentPassword === '') {
      found.currentPassword = t('changePassword.currentRequired');
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      found.newPassword = t('password.tooShort', { min: PASSWORD_MIN_LENGTH });
    }
    change.reset();
    if (!form.check(found)) {
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
        },
        onError: form.focusServerErrors,
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate sx={{ maxWidth: 560 }}>
        <Typography variant="h5" component="h2" id={headingId}>
          {t('changePassword.heading')}
        </Typography>
        {change.isSuccess && (
          <Alert severity="success" role="status">
            {t('changePassword.success')}
          </Alert>
        )}
        {form.formMessage !== null && (
          <Alert severity="error" role="alert">
            {form.formMessage}
          </Alert>
        )}
        <PasswordField
          label={t('changePassword.current')}
          name="currentPassword"
          autoComplete="current-password"
          required
          fullWidth
          inputRef={form.inputRef('currentPassword')}
          value={currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            form.edited('currentPassword');
          }}
          error={form.messages.currentPassword !== undefined}
          helperText={form.messages.currentPassword}
        />
        <NewPasswordField
          label={t('changePassword.new')}
          name="newPassword"
          value={newPassword}
          onChange={(value) => {
            setNewPassword(value);
            form.edited('newPassword');
          }}
          error={form.messages.newPassword}
          inputRef={form.inputRef('newPassword')}
        />
        <Box>
          <SpinnerButton type="submit" variant="contained" spinning={change.isPending}>
            {t('changePassword.submit')}
          </SpinnerButton>
        </Box>
      </Stack>
    </Box>
  );
}
