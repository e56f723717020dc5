import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageCodeMissing } from '../routing/PageCodeMissing.ts';
import { MessagePage } from './MessagePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/**
 * What a page shows instead of crashing: a 404 from the router, a way to reload when the page's
 * code is missing, or a generic apology.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) {
      console.error(error);
    }
  }, [error, notFound]);

  if (notFound) {
    return <NotFoundPage />;
  }
  if (error instanceof PageCodeMissing) {
    // A fresh load of the page fetches the current release's files.
    return (
      <MessagePage
        title={t('pageCodeMissing.title')}
        message={t('pageCodeMissing.message')}
        action={
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('pageCodeMissing.reload')}
          </Button>
        }
      />
    );
  }
  return <MessagePage title={t('routeError.title')} message={t('routeError.message')} />;
}
