// Shared with the web, which builds place addresses (`/locations/ontario/ottawa`) from names.
export { searchTextOf, slugOf } from '@hearth/domain';

// Escapes LIKE's wildcards, so a typed "%" or "_" matches itself.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern: starts with the text. */
export const likePrefix = (text: string): string => `${escapeLike(text)}%`;

/** A LIKE pattern: contains the text. */
export const likeContains = (text: string): string => `%${escapeLike(text)}%`;
