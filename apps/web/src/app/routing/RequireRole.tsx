import type { Role } from '@hearth/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDetails } from '../../features/identity/index.ts';
import { MessagePage } from '../errors/MessagePage.tsx';

export type RequireRoleProps = {
  /** The page's own rule of who may open it; the server checks every call again. */
  allows: (role: Role) => boolean;
  children: ReactNode;
};

/** A page for some roles only: anyone else is told it is not for them. */
export function RequireRole({ allows, children }: RequireRoleProps) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (details == null || !allows(details.user.role)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}
