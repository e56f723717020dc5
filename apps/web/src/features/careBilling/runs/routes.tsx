import type { RouteObject } from 'react-router';
import { lazyPages, type PageLoader } from '../../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../../app/routing/pageWithWords.ts';
import { RequireRole } from '../../../app/routing/RequireRole.tsx';
import { runsInvoices } from './runAccess.ts';

const withRunWords = (load: PageLoader) => pageWithWords('invoiceRuns', load);

/** The agency's invoice runs, inside the signed-in area. */
export const invoiceRunRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'invoice-runs',
      page: withRunWords(() => import('./InvoiceRunsPage.tsx').then((m) => <m.InvoiceRunsPage />)),
    },
    {
      path: 'invoice-runs/:runId',
      page: withRunWords(() => import('./InvoiceRunPage.tsx').then((m) => <m.InvoiceRunPage />)),
    },
  ],
  (page) => <RequireRole allows={runsInvoices}>{page}</RequireRole>,
);
