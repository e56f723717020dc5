import type { RouteObject } from 'react-router';
import { lazyPages } from '../../app/routing/lazyPage.tsx';
import { permittedPages } from '../../app/routing/permittedPages.tsx';

/** Public: inside the locale base. */
export const pricingRoutes: RouteObject[] = lazyPages([
  { path: 'pricing', page: () => import('./PricingPage.tsx').then((m) => <m.PricingPage />) },
]);

/** Signed in, administrators: inside `/user`. */
export const billingAdminRoutes: RouteObject[] = permittedPages('manageBilling', [
  {
    path: 'billing/products',
    page: () => import('./ProductsPage.tsx').then((m) => <m.ProductsPage />),
  },
  {
    path: 'billing/tax-rates',
    page: () => import('./TaxRatesPage.tsx').then((m) => <m.TaxRatesPage />),
  },
]);
