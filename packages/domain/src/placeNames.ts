/**
 * The form of a name that search compares: lower case, accents dropped, so "montreal" finds
 * "Montréal" and "sevilla" finds "Sevilla". Stored beside the name and applied to the query.
 */
export function searchTextOf(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A URL name: "St. John's" becomes "st-john-s". The web builds place addresses with it too. */
export function slugOf(text: string): string {
  return searchTextOf(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
