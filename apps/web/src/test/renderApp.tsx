import type { AppInfo, AuthDetails, Locale } from '@hearth/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queryClient.ts';
import { appInfoQuery } from '../api/system.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { createI18n } from '../app/i18n/i18n.ts';
import { routes } from '../app/routes.tsx';
import { authDetailsQuery } from '../features/identity/authApi.ts';
import { trackRequests } from './pendingRequests.ts';

const appInfo: AppInfo = { instanceName: 'Hearth', supportEmail: null, version: '0.0.0-test' };

export type RenderOptions = {
  locale?: Locale;
  /** Who is signed in; a visitor by default. */
  authDetails?: AuthDetails | null;
};

/**
 * The providers the app has, in `locale`, with app info and the signed-in user already known:
 * no server runs in component tests (the browser tests use the real one).
 */
export function renderWithProviders(
  ui: ReactNode,
  { locale = 'en-US', authDetails = null }: RenderOptions = {},
) {
  const i18n = createI18n(locale);
  const queryClient = createQueryClient();
  trackRequests(queryClient);
  queryClient.setQueryData(appInfoQuery.queryKey, appInfo);
  queryClient.setQueryData(authDetailsQuery.queryKey, authDetails);
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
