import type { RouteObject } from 'react-router';
import { lazyPages, type PageLoader } from '../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../app/routing/pageWithWords.ts';
import { permittedPages } from '../../app/routing/permittedPages.tsx';
import { RequireBillingOwner } from './RequireBillingOwner.tsx';

/** A billing page with the billing words, which are fetched on demand. */
const withBillingWords = (load: PageLoader) => pageWithWords('billing', load);

/** Checkout and the subscription pages: the catalogue's words and their own. */
const withSubscriptionWords = (load: PageLoader) =>
  withBillingWords(pageWithWords('subscriptions', load));

/** Public: inside the locale base. */
export const pricingRoutes: RouteObject[] = lazyPages([
  {
    path: 'pricing',
    page: withBillingWords(() => import('./PricingPage.tsx').then((m) => <m.PricingPage />)),
  },
]);

/** Signed in, administrators: inside `/user`. */
export const billingAdminRoutes: RouteObject[] = permittedPages('manageBilling', [
  {
    path: 'billing/products',
    page: withBillingWords(() => import('./ProductsPage.tsx').then((m) => <m.ProductsPage />)),
  },
  {
    path: 'billing/tax-rates',
    page: withBillingWords(() => import('./TaxRatesPage.tsx').then((m) => <m.TaxRatesPage />)),
  },
  {
    path: 'billing/subscriptions',
    page: withSubscriptionWords(() =>
      import('./AdminSubscriptionsPage.tsx').then((m) => <m.AdminSubscriptionsPage />),
    ),
  },
  {
    path: 'billing/payments',
    page: withSubscriptionWords(() =>
      import('./AdminPaymentsPage.tsx').then((m) => <m.AdminPaymentsPage />),
    ),
  },
]);

/** Signed in, agency and partner owners: their organisation's membership, inside `/user`. */
export const billingOwnerRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'billing',
      page: withSubscriptionWords(() => import('./BillingPage.tsx').then((m) => <m.BillingPage />)),
    },
    {
      path: 'billing/checkout',
      page: withSubscriptionWords(() =>
        import('./CheckoutPage.tsx').then((m) => <m.CheckoutPage />),
      ),
    },
  ],
  (page) => <RequireBillingOwner>{page}</RequireBillingOwner>,
);
