import { useRef } from 'react';
import type { MapListing } from './clusters.ts';

const signatureOf = (listings: readonly MapListing[]) =>
  listings
    .map(({ id, name, latitude, longitude }) => `${id}:${latitude}:${longitude}:${name}`)
    .join('|');

/**
 * The same array for as long as the listings are the same, whatever array a parent passes: the
 * map re-clusters and re-fits only when the results change, not on every render of the page.
 */
export function useStableListings(listings: readonly MapListing[]): readonly MapListing[] {
  const signature = signatureOf(listings);
  const stable = useRef({ signature, listings });
  if (stable.current.signature !== signature) {
    stable.current = { signature, listings };
  }
  return stable.current.listings;
}
