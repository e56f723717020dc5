import type { AuthDetails, Locale } from '@hearth/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queryClient.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { createI18n } from '../app/i18n/i18n.ts';
import { routes } from '../app/routes.tsx';
import { authDetailsQuery } from '../features/identity/authApi.ts';
import { trackRequests } from './pendingRequests.ts';
import { resources } from './translations.ts';

export type RenderOptions = {
  locale?: Locale;
  /**
   * What signing in answered (test/session.ts), as the sign-in page leaves it in the cache; left
   * out, the app asks the test server who is signed in.
   */
  authDetails?: AuthDetails;
};

/** The providers the app has, in `locale`; everything else comes from the test server. */
export function renderWithProviders(
  ui: ReactNode,
  { locale = 'en-US', authDetails }: RenderOptions = {},
) {
  const i18n = createI18n(locale, resources);
  const queryClient = createQueryClient();
  if (authDetails !== undefined) {
    queryClient.setQueryData(authDetailsQuery.queryKey, authDetails);
  }
  trackRequests(queryClient);
  return {
    i18n,
    ...render(
      <AppProviders i18n={i18n} queryClient={queryClient}>
        {ui}
      </AppProviders>,
    ),
  };
}

/** The whole app at `path`, routed in memory. */
export function renderApp(path: string, options: Omit<RenderOptions, 'locale'> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
