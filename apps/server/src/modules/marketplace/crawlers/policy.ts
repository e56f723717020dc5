import { publicAccess } from '../../../platform/access.ts';

/** Route-level access of what search engines read. */
export const crawlerAccess = {
  read: publicAccess('search engines read which pages are public without signing in'),
};
