import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { i18n } from '../../app/i18n/i18n.ts';
import { loadNamespace } from '../../app/i18n/loadLocale.ts';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { permittedPages } from '../../app/routing/permittedPages.tsx';

/** A billing page's code together with the billing words, which are fetched on demand. */
const withBillingWords = (page: () => Promise<ReactNode>) => async () => {
  const [element] = await Promise.all([page(), loadNamespace(i18n, 'billing')]);
  return element;
};

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
]);
