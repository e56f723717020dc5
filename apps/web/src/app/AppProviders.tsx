import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeModeProvider } from './theme/ThemeModeProvider.tsx';

export type AppProvidersProps = { i18n: I18n; queryClient: QueryClient; children: ReactNode };

/** Everything a page expects above it, apart from the router; tests wrap pages in it too. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeModeProvider>{children}</ThemeModeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
