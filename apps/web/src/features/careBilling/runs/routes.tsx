import { ASSESSMENT_WRITER_ROLES, type Role } from '@hearth/domain';
import type { RouteObject } from 'react-router';
import { lazyPages, type PageLoader } from '../../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../../app/routing/pageWithWords.ts';
import { RequireRole } from '../../../app/routing/RequireRole.tsx';

/** The server's rule (it checks again): an agency's owner and agents bill its care; admins any. */
const runsInvoices = (role: Role): boolean => ASSESSMENT_WRITER_ROLES.includes(role);

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
