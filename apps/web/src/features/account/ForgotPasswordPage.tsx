import { forgotPasswordRequestSchema } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { FormCard } from '../../components/FormCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useForgotPassword } from './accountApi.ts';
import { useFieldMessages } from './useFieldMessages.ts';

const fields = ['email'] as const;

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('forgot.title'));
  const localized = useLocalizedPath();
  const request = useForgotPassword();
  const form = useFieldMessages(fields, request.error);
  const [email, setEmail] = useState('');
  const signInLink = (
    <Link component={RouterLink} to={localized('/sign-in')}>
      {t('forgot.backToSignIn')}
    </Link>
  );

  if (request.isSuccess) {
    return (
      <FormCard title={t('forgot.title')}>
        <Alert severity="success" role="status">
          {t('forgot.sent', { email: request.variables })}
        </Alert>
        <Typography variant="body2">{t('forgot.sentHint')}</Typography>
        {signInLink}
      </FormCard>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = forgotPasswordRequestSchema.safeParse({ email }).success;
    request.reset();
    if (form.check(valid ? {} : { email: t('forgot.emailInvalid') })) {
      request.mutate(email.trim(), { onError: form.focusServerErrors });
    }
  };

  return (
    <FormCard title={t('forgot.title')} onSubmit={handleSubmit}>
      <Typography>{t('forgot.intro')}</Typography>
      {form.formMessage !== null && (
        <Alert severity="error" role="alert">
          {form.formMessage}
        </Alert>
      )}
      <TextField
        label={t('forgot.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        autoFocus
        inputRef={form.inputRef('email')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          form.edited('email');
        }}
        error={form.messages.email !== undefined}
        helperText={form.messages.email}
      />
      <SpinnerButton type="submit" variant="contained" size="large" spinning={request.isPending}>
        {t('forgot.submit')}
      </SpinnerButton>
      {signInLink}
    </FormCard>
  );
}
