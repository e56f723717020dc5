import { PASSWORD_MIN_LENGTH } from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { FormCard } from '../../components/FormCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useResetPassword } from './accountApi.ts';
import { NewPasswordField } from './NewPasswordField.tsx';
import { useFieldMessages } from './useFieldMessages.ts';

// `token` is no field anyone can edit: its complaint is shown with a way to get a new link.
const fields = ['password', 'token'] as const;

/** True when the server refused the link itself: unknown, used or expired. */
function isBadLink(error: Error | null): boolean {
  return error instanceof ApiError && error.fieldErrors.token !== undefined;
}

/**
 * Sets a password from a mailed link: after "forgot password", and an invited person's first one.
 * The link's token is the credential; nobody needs to be signed in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('reset.title'));
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const form = useFieldMessages(fields, reset.error);
  const [password, setPassword] = useState('');
  const newLink = (
    <Link component={RouterLink} to={localized('/forgot-password')}>
      {t('reset.requestNewLink')}
    </Link>
  );

  if (token === '') {
    return (
      <FormCard title={t('reset.title')}>
        <Alert severity="error" role="alert">
          {t('reset.missingToken')}
        </Alert>
        {newLink}
      </FormCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <FormCard title={t('reset.title')}>
        <Alert severity="success" role="status">
          {t('reset.success')}
        </Alert>
        <Button component={RouterLink} to={localized('/sign-in')} variant="contained" size="large">
          {t('reset.signIn')}
        </Button>
      </FormCard>
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.reset();
    const tooShort = password.length < PASSWORD_MIN_LENGTH;
    if (
      form.check(tooShort ? { password: t('password.tooShort', { min: PASSWORD_MIN_LENGTH }) } : {})
    ) {
      reset.mutate({ token, password }, { onError: form.focusServerErrors });
    }
  };

  return (
    <FormCard title={t('reset.title')} onSubmit={handleSubmit}>
      <Typography>{t('reset.intro')}</Typography>
      {isBadLink(reset.error) && (
        <Alert severity="error" role="alert">
          {t('reset.badLink')} {newLink}
        </Alert>
      )}
      {form.formMessage !== null && (
        <Alert severity="error" role="alert">
          {form.formMessage}
        </Alert>
      )}
      <NewPasswordField
        label={t('reset.password')}
        name="password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          form.edited('password');
        }}
        error={form.messages.password}
        inputRef={form.inputRef('password')}
        autoFocus
      />
      <SpinnerButton type="submit" variant="contained" size="large" spinning={reset.isPending}>
        {t('reset.submit')}
      </SpinnerButton>
    </FormCard>
  );
}
