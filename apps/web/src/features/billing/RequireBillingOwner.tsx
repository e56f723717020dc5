import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { ownsBilling } from './permissions.ts';

/** The owner's billing pages; anyone else is told so (the server refuses them too). */
export function RequireBillingOwner({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (!ownsBilling(details ?? null)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}
