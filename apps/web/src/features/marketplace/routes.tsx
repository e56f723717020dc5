import { SearchType } from '@hearth/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazyPage.tsx';

/** The public marketplace pages, inside the locale base. */
export const marketplaceRoutes: RouteObject[] = [
  ...SearchType.codes.flatMap((searchType): RouteObject[] => [
    {
      path: searchType,
      ...lazyPage(() =>
        import('./search/SearchPage.tsx').then((m) => <m.SearchPage searchType={searchType} />),
      ),
    },
    {
      path: `${searchType}/listings/:listingId`,
      ...lazyPage(() =>
        import('./listing/ListingPage.tsx').then((m) => <m.ListingPage searchType={searchType} />),
      ),
    },
  ]),
  {
    path: 'locations/:province/:city',
    ...lazyPage(() => import('./search/PlacePage.tsx').then((m) => <m.PlacePage />)),
  },
];
