import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/ApiError.ts';
import { rememberLocale, switchLocaleInPath } from '../../app/i18n/locale.ts';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { FormCard } from '../../components/FormCard.tsx';
import { SpinnerButton } from '../../components/SpinnerButton.tsx';
import { useAuthDetails, useSignIn } from './authApi.ts';
import { safeNextPath } from './signInPath.ts';

/** What to tell the person, in their language, for the failures they can act on. */
function useFailureMessage(error: Error | null): string | null {
  const { t } = useTranslation('identity');
  if (error === null) {
    return null;
  }
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'unauthenticated':
        return t('signIn.wrongCredentials');
      case 'account_locked':
        return t('signIn.locked');
      case 'rate_limited':
        return t('signIn.tooManyAttempts');
      default:
        break;
    }
  }
  return error.message;
}

export function SignInPage() {
  const { t } = useTranslation('identity');
  usePageTitle(t('signIn.title'));
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: details } = useAuthDetails();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const failure = useFailureMessage(signIn.error);
  const next = safeNextPath(searchParams.get('next'), localized('/user'));
  const reason = searchParams.get('reason');

  // Someone already signed in has nothing to do here; but just after signing out (a reason is
  // given) the page may briefly still know the old session.
  if (details && reason === null && !signIn.isPending && !signIn.isSuccess) {
    return <Navigate replace to={next} />;
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The person's own language from the account; a switch afterwards is theirs for the session.
    signIn.mutate(
      { email, password },
      {
        onSuccess: ({ user }) => {
          rememberLocale(user.preferredLocale);
          void navigate(switchLocaleInPath(next, user.preferredLocale), { replace: true });
        },
      },
    );
  };

  return (
    <FormCard title={t('signIn.title')} onSubmit={handleSubmit}>
      {reason === 'expired' && failure === null && (
        <Alert severity="info">{t('signIn.expired')}</Alert>
      )}
      {reason === 'signedOut' && failure === null && (
        <Alert severity="success">{t('signIn.signedOut')}</Alert>
      )}
      {failure !== null && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label={t('signIn.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('signIn.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SpinnerButton type="submit" variant="contained" size="large" spinning={signIn.isPending}>
        {t('signIn.submit')}
      </SpinnerButton>
      <Link component={RouterLink} to={localized('/forgot-password')}>
        {t('signIn.forgotPassword')}
      </Link>
    </FormCard>
  );
}
