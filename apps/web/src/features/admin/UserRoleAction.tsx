import { Role, type User } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldError } from '../../api/fieldErrors.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useChangeRole } from './adminApi.ts';

export type UserRoleActionProps = {
  user: User;
  /** The roles on offer, the current one included. */
  choices: readonly Role[];
  onDone: (message: string) => void;
};

/** Moves a person to another role of the same kind of organisation. */
export function UserRoleAction({ user, choices, onDone }: UserRoleActionProps) {
  const { t } = useTranslation('admin');
  const label = useLabel();
  const changeRole = useChangeRole(user.id);
  const [role, setRole] = useState<Role>(user.role);
  const fieldError = serverFieldError(changeRole.error, 'role');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    changeRole.mutate(role, {
      onSuccess: (changed) =>
        onDone(
          t('userDetail.role.done', {
            name: changed.name,
            role: label(Role.labelKey(changed.role)),
          }),
        ),
    });
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={handleSubmit} noValidate>
      <Typography variant="h6" component="h3">
        {t('userDetail.role.heading')}
      </Typography>
      {changeRole.error && fieldError === undefined && (
        <Alert severity="error" role="alert">
          {changeRole.error.message}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          label={t('userDetail.role.label')}
          value={String(role)}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (Role.isCode(next)) {
              setRole(next);
              changeRole.reset();
            }
          }}
          error={fieldError !== undefined}
          helperText={fieldError}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220, maxWidth: '100%' }}
        >
          {choices.map((choice) => (
            <option key={choice} value={String(choice)}>
              {label(Role.labelKey(choice))}
            </option>
          ))}
        </TextField>
        <SpinnerButton
          type="submit"
          variant="outlined"
          disabled={role === user.role}
          spinning={changeRole.isPending}
          sx={{ mt: 1 }}
        >
          {t('userDetail.role.submit')}
        </SpinnerButton>
      </Stack>
    </Stack>
  );
}
