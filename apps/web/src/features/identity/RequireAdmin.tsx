import { Role } from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useAuthDetails } from './authApi.ts';

/** A page of the administrators'; others are told so (the server refuses them anyway). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (details?.user.role !== Role.admin) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}
