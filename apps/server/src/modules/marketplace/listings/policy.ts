import { publicAccess } from '../../../platform/access.ts';

/** Route-level access of the listings endpoints. */
export const listingAccess = {
  search: publicAccess('families search without signing in; only published listings are shown'),
};
