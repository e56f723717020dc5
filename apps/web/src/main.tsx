// First: zod's settings must be in place before any schema module is evaluated (the build
// also puts them in zod's own chunk, see vite.config.ts).
import './app/zodWithoutEval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/queryClient.ts';
import { AppProviders } from './app/AppProviders.tsx';
import { fetchFrameData } from './app/fetchFrameData.ts';
import { i18n, startingLocale } from './app/i18n/i18n.ts';
import { loadLocale } from './app/i18n/loadLocale.ts';
import { routes } from './app/routes.tsx';

const container = document.getElementById('root');
if (container === null) {
  throw new Error('index.html has no #root element');
}

// The router starts fetching the opened page's code at once, while the page's words and what the
// frame shows arrive.
const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
await Promise.all([loadLocale(i18n, startingLocale), fetchFrameData(queryClient)]);

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
