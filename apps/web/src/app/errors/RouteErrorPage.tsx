import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MessagePage } from './MessagePage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** What a page shows instead of crashing: a 404 from the router, or a generic apology. */
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
  return <MessagePage title={t('routeError.title')} message={t('routeError.message')} />;
}
