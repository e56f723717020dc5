import { publicAccess } from '../../../platform/access.ts';

/** Route-level access of the listings endpoints. */
export const listingAccess = {
  search: publicAccess('families search without signing in; only published listings are shown'),
  read: publicAccess('a family opens a listing from a search or a shared link without signing in'),
};
