import type { RouteObject } from 'react-router';
import { EditListingPage, NewListingPage, RequireListingKeeper } from './ListingEditorPages.tsx';
import { ListingsPage } from './ListingsPage.tsx';

/** "Our listings", inside the signed-in area (`/user/...`). */
export const listingEditorRoutes: RouteObject[] = [
  { path: 'listings', page: <ListingsPage /> },
  { path: 'listings/new', page: <NewListingPage /> },
  { path: 'listings/:listingId', page: <EditListingPage /> },
].map(({ path, page }) => ({
  path,
  element: <RequireListingKeeper>{page}</RequireListingKeeper>,
}));
