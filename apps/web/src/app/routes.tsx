import { Locale, localeBase } from '@hearth/domain';
import Box from '@mui/material/Box';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/marketplace/HomePage.tsx';
import { NotFoundPage } from './errors/NotFoundPage.tsx';
import { RouteErrorPage } from './errors/RouteErrorPage.tsx';
import { LocaleRedirect } from './i18n/LocaleRedirect.tsx';
import { LocaleRoute } from './i18n/LocaleRoute.tsx';

// Paths inside a locale base; the same tree serves /en-us, /en-ca and /es-es.
const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  // The signed-in area. The identity issue adds sign-in and puts a guarded layout here; until
  // then nothing under it exists, so it answers like any unknown page.
  { path: 'user/*', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  ...Locale.codes.map(
    (locale): RouteObject => ({
      path: localeBase(locale),
      element: <LocaleRoute locale={locale} />,
      // Only if the frame itself fails; a failing page is caught below, inside the frame.
      errorElement: (
        <Box component="main" sx={{ p: 3 }}>
          <RouteErrorPage />
        </Box>
      ),
      children: [{ errorElement: <RouteErrorPage />, children: pageRoutes }],
    }),
  ),
  { path: '*', element: <LocaleRedirect /> },
];
