import type { RouteObject } from 'react-router';
import { lazyPages } from '../../../app/routing/lazyPage.tsx';
import { RequireListingKeeper } from './RequireListingKeeper.tsx';

/** "Our listings", inside the signed-in area (`/user/...`). */
export const listingEditorRoutes: RouteObject[] = lazyPages(
  [
    { path: 'listings', page: () => import('./ListingsPage.tsx').then((m) => <m.ListingsPage />) },
    {
      path: 'listings/new',
      page: () => import('./ListingEditorPages.tsx').then((m) => <m.NewListingPage />),
    },
    {
      path: 'listings/:listingId',
      page: () => import('./ListingEditorPages.tsx').then((m) => <m.EditListingPage />),
    },
  ],
  (page) => <RequireListingKeeper>{page}</RequireListingKeeper>,
);
