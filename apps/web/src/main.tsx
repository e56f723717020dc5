// First: zod's settings must be in place before any schema module is evaluated (the build
// also puts them in zod's own chunk, see vite.config.ts).
import './app/zodWithoutEval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/queryClient.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { i18n, startingLocale } from './app/i18n/i18n.ts';
import { loadLocale } from './app/i18n/loadLocale.ts';
import { routes } from './app/routes.tsx';

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}

// The router starts fetching the opened page's code at once, while the page's words arrive.
const router = createBrowserRouter(routes);
await loadLocale(i18n, startingLocale);

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
