import { Locale } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { rememberLocale, switchLocaleInPath } from '../../app/i18n/locale.ts';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useSavePreferredLocale } from './accountApi.ts';

export type PreferredLocaleFormProps = { saved: Locale };

/**
 * The language of the person's mails and links. Once saved the page follows it too, so what they
 * read here and what reaches their mailbox speak the same language.
 */
export function PreferredLocaleForm({ saved }: PreferredLocaleFormProps) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const headingId = useId();
  const save = useSavePreferredLocale();
  const [chosen, setChosen] = useState<Locale>(saved);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(chosen, {
      onSuccess: (details) => {
        rememberLocale(details.user.preferredLocale);
        const next = switchLocaleInPath(pathname, details.user.preferredLocale);
        if (next !== pathname) {
          void navigate({ pathname: next, search, hash });
        }
      },
    });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate sx={{ maxWidth: 560 }}>
        <Typography variant="h5" component="h2" id={headingId}>
          {t('preferredLocale.heading')}
        </Typography>
        {save.isSuccess && (
          <Alert severity="success" role="status">
            {t('preferredLocale.success')}
          </Alert>
        )}
        {save.error !== null && (
          <Alert severity="error" role="alert">
            {save.error.message}
          </Alert>
        )}
        <TextField
          select
          id="preferred-locale"
          name="preferredLocale"
          label={t('preferredLocale.label')}
          helperText={t('preferredLocale.hint')}
          value={chosen}
          onChange={(event) => {
            if (Locale.isCode(event.target.value)) {
              setChosen(event.target.value);
            }
          }}
          slotProps={{ select: { native: true } }}
        >
          {Locale.codes.map((code) => (
            <option key={code} value={code} lang={code}>
              {tCommon(`language.names.${code}`)}
            </option>
          ))}
        </TextField>
        <Box>
          <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
            {t('preferredLocale.submit')}
          </SpinnerButton>
        </Box>
      </Stack>
    </Box>
  );
}
