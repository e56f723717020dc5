import type { RouteObject } from 'react-router';
import { lazyPages } from '../../../app/routing/lazyPage.tsx';
import { pageWithWords } from '../../../app/routing/pageWithWords.ts';
import { RequireListingKeeper } from './RequireListingKeeper.tsx';

/** "Our listings", inside the signed-in area (`/user/...`); its words are fetched on demand. */
export const listingEditorRoutes: RouteObject[] = lazyPages(
  [
    {
      path: 'listings',
      page: pageWithWords('listingEditor', () =>
        import('./ListingsPage.tsx').then((m) => <m.ListingsPage />),
      ),
    },
    {
      path: 'listings/new',
      page: pageWithWords('listingEditor', () =>
        import('./ListingEditorPages.tsx').then((m) => <m.NewListingPage />),
      ),
    },
    {
      path: 'listings/:listingId',
      page: pageWithWords('listingEditor', () =>
        import('./ListingEditorPages.tsx').then((m) => <m.EditListingPage />),
      ),
    },
  ],
  (page) => <RequireListingKeeper>{page}</RequireListingKeeper>,
);
