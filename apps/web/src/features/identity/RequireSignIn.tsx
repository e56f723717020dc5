import type { AuthDetails } from '@hearth/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useLocalizedPath } from '../../app/i18n/useLocale.ts';
import { useAuthDetails } from './authApi.ts';
import { signInPath } from './signInPath.ts';

export type Permission = keyof AuthDetails['permissions'];

function Loading() {
  const { t } = useTranslation('identity');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loadingAccount')} />
    </Box>
  );
}

/** The signed-in area: a visitor goes to the sign-in page, and comes back here afterwards. */
export function RequireSignIn() {
  const { t } = useTranslation('identity');
  const { data: details, isPending, isError, error } = useAuthDetails();
  const location = useLocation();
  const localized = useLocalizedPath();

  if (isPending) {
    return <Loading />;
  }
  if (isError) {
    return <MessagePage title={t('accountUnavailable')} message={error.message} />;
  }
  if (details === null) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate replace to={signInPath(localized('/sign-in'), { next })} />;
  }
  return <Outlet />;
}

export type RequirePermissionProps = { permission: Permission; children: ReactNode };

/** A page only some roles may open; the others are told so (the server refuses them anyway). */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (details?.permissions[permission] !== true) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}
