import type { AppInfo, Locale } from '@hearth/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queryClient.ts';
import { appInfoQuery } from '../api/system.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { createI18n } from '../app/i18n/i18n.ts';
import { routes } from '../app/routes.tsx';

const appInfo: AppInfo = { instanceName: 'Hearth', supportEmail: null, version: '0.0.0-test' };

/** The providers the app has, in `locale`, with the app info already loaded (no server here). */
export function renderWithProviders(ui: ReactNode, { locale = 'en-US' }: { locale?: Locale } = {}) {
  const i18n = createI18n(locale);
  const queryClient = createQueryClient();
  queryClient.setQueryData(appInfoQuery.queryKey, appInfo);
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
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}
