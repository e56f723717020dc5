import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MessagePage } from '../../app/errors/MessagePage.tsx';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { useAuthDetails } from '../identity/index.ts';
import { hasPostingBoard } from './permissions.ts';

/** The others are told so (the server refuses them anyway). */
function RequireBoard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('identity');
  const { data: details } = useAuthDetails();
  if (!hasPostingBoard(details?.user.role)) {
    return <MessagePage title={t('forbidden.title')} message={t('forbidden.message')} />;
  }
  return children;
}

/** The posting board, inside the signed-in area; the server scopes what each person sees. */
export const postingRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'postings',
      page: () => import('./PostingBoardPage.tsx').then((m) => <m.PostingBoardPage />),
    },
  ],
  (page) => <RequireBoard>{page}</RequireBoard>,
);
