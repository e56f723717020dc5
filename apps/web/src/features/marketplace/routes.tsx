import { SearchType } from '@hearth/domain';
import type { RouteObject } from 'react-router';
import { ListingPage } from './listing/ListingPage.tsx';
import { PlacePage } from './search/PlacePage.tsx';
import { SearchPage } from './search/SearchPage.tsx';

/** The public marketplace pages, inside the locale base. */
export const marketplaceRoutes: RouteObject[] = [
  ...SearchType.codes.flatMap((searchType): RouteObject[] => [
    { path: searchType, element: <SearchPage searchType={searchType} /> },
    { path: `${searchType}/listings/:listingId`, element: <ListingPage searchType={searchType} /> },
  ]),
  { path: 'locations/:province/:city', element: <PlacePage /> },
];
