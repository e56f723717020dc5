import { publicAccess } from '../../platform/access.ts';

/** Route-level access of the marketplace's stored search state: no one signs in to search. */
export const searchStateAccess = {
  readState: publicAccess('families search for care without signing in and come back to it'),
  writeState: publicAccess('a visitor keeps its own search between visits without signing in'),
  readAddress: publicAccess('the search form starts from the place a visitor last searched'),
};

/** Route-level access of the marketplace map's settings. */
export const mapAccess = {
  readConfig: publicAccess('every visitor sees the search map, signed in or not'),
};
