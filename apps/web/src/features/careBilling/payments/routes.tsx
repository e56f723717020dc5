import type { RouteObject } from 'react-router';
import { lazyPages, type PageLoader } from '../../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../../app/routing/pageWithWords.ts';
import { RequireRole } from '../../../app/routing/RequireRole.tsx';
import { worksPayments } from './access.ts';

const withWords = (load: PageLoader) => pageWithWords('carePayments', load);

/** The agency's payments, receivables and billing settings, inside `/user`. */
export const carePaymentRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'care-payments',
      page: withWords(() => import('./PaymentsPage.tsx').then((m) => <m.PaymentsPage />)),
    },
    {
      path: 'receivables',
      page: withWords(() => import('./ReceivablesPage.tsx').then((m) => <m.ReceivablesPage />)),
    },
    {
      path: 'billing-settings',
      page: withWords(() =>
        import('./BillingSettingsPage.tsx').then((m) => <m.BillingSettingsPage />),
      ),
    },
  ],
  (page) => <RequireRole allows={worksPayments}>{page}</RequireRole>,
);
