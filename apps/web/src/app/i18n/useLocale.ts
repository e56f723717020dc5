import { DEFAULT_LOCALE, Locale } from '@hearth/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath } from './locale.ts';

/** The locale the page is shown in; the locale route keeps it in step with the address. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return Locale.isCode(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Turns an app path (`/`, `/user/x`) into the same path under the current locale's base. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(locale, path), [locale]);
}
