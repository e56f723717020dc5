import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../../app/errors/MessagePage.tsx';
import { useAuthDetails } from '../../identity/index.ts';
import { keepsListings } from './permissions.ts';

/** The listing pages are for agency staff and admins; others are told so (the server agrees). */
export function RequireListingKeeper({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (!keepsListings(details ?? null)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}
