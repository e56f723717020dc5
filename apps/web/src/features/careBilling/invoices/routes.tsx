import type { RouteObject } from 'react-router';
import { lazyPages, type PageLoader } from '../../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../../app/routing/pageWithWords.ts';
import { RequireRole } from '../../../app/routing/RequireRole.tsx';
import { readsCareInvoices } from './invoiceAccess.ts';

const withInvoiceWords = (load: PageLoader) => pageWithWords('invoices', load);

/** The invoice list and detail, inside the signed-in area: agency staff, admins and families. */
export const careInvoiceRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'invoices',
      page: withInvoiceWords(() => import('./InvoicesPage.tsx').then((m) => <m.InvoicesPage />)),
    },
    {
      path: 'invoices/:invoiceId',
      page: withInvoiceWords(() =>
        import('./InvoiceDetailPage.tsx').then((m) => <m.InvoiceDetailPage />),
      ),
    },
  ],
  (page) => <RequireRole allows={readsCareInvoices}>{page}</RequireRole>,
);
