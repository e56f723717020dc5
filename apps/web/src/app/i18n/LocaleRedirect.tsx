import { Navigate, useLocation } from 'react-router';
import { localizedPath, preferredLocale } from './locale.ts';

/**
 * A path without a locale base (`/`, or an old link such as `/search`) moves under the visitor's
 * locale, keeping the rest of the address.
 */
export function LocaleRedirect() {
  const { pathname, search, hash } = useLocation();
  return (
    <Navigate replace to={{ pathname: localizedPath(preferredLocale(), pathname), search, hash }} />
  );
}
