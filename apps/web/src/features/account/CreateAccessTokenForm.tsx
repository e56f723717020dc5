import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '../../api/fieldErrors.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useCreateAccessToken } from './accountApi.ts';
import { NewTokenSecret } from './NewTokenSecret.tsx';
import { useFieldMessages } from './useFieldMessages.ts';

const DEFAULT_EXPIRY_DAYS = 90;
const MAX_EXPIRY_DAYS = 365;
const MAX_NAME_LENGTH = 100;

const fields = ['name', 'expiresInDays'] as const;
type Field = (typeof fields)[number];

/** Names a new token and its lifetime; then shows its secret, once. */
export function CreateAccessTokenForm() {
  const { t } = useTranslation('account');
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(DEFAULT_EXPIRY_DAYS));
  const form = useFieldMessages(fields, create.error);

  if (create.isSuccess) {
    return (
      <NewTokenSecret
        name={create.data.name}
        secret={create.data.token}
        onDone={() => create.reset()}
      />
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const expiresInDays = Number(days);
    const found: FieldMessages<Field> = {};
    if (name.trim() === '') {
      found.name = t('tokens.nameRequired');
    }
    if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > MAX_EXPIRY_DAYS) {
      found.expiresInDays = t('tokens.expiryRange', { max: MAX_EXPIRY_DAYS });
    }
    create.reset();
    if (!form.check(found)) {
      return;
    }
    create.mutate(
      { name: name.trim(), expiresInDays },
      {
        onSuccess: () => {
          setName('');
          setDays(String(DEFAULT_EXPIRY_DAYS));
        },
        onError: form.focusServerErrors,
      },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate sx={{ maxWidth: 720 }}>
      {form.formMessage !== null && (
        <Alert severity="error" role="alert">
          {form.formMessage}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('tokens.name')}
          name="tokenName"
          required
          fullWidth
          inputRef={form.inputRef('name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            form.edited('name');
          }}
          error={form.messages.name !== undefined}
          helperText={form.messages.name ?? t('tokens.nameHint')}
          slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
        />
        <TextField
          label={t('tokens.expiresInDays')}
          name="expiresInDays"
          type="number"
          required
          inputRef={form.inputRef('expiresInDays')}
          value={days}
          onChange={(event) => {
            setDays(event.target.value);
            form.edited('expiresInDays');
          }}
          error={form.messages.expiresInDays !== undefined}
          helperText={
            form.messages.expiresInDays ?? t('tokens.expiryHint', { max: MAX_EXPIRY_DAYS })
          }
          slotProps={{ htmlInput: { min: 1, max: MAX_EXPIRY_DAYS, step: 1, inputMode: 'numeric' } }}
          sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
        />
      </Stack>
      <Box>
        <SpinnerButton type="submit" variant="contained" spinning={create.isPending}>
          {t('tokens.create')}
        </SpinnerButton>
      </Box>
    </Stack>
  );
}
