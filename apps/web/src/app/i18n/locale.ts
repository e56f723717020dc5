import { Locale, localeBase, localeFromPath } from '@hearth/domain';
import { readStored, writeStored } from '../storage.ts';

/** Where the language picked in the switcher is remembered, so `/` opens in it next time. */
export const LOCALE_STORAGE_KEY = 'hearth.locale';

/** The first browser language we can serve: any Spanish → es-ES, en-CA → en-CA, else en-US. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (tag === 'es' || tag.startsWith('es-')) {
      return 'es-ES';
    }
    if (tag === 'en-ca') {
      return 'en-CA';
    }
    if (tag === 'en' || tag.startsWith('en-')) {
      return 'en-US';
    }
  }
  return 'en-US';
}

/** The locale for a path without one: the visitor's own earlier choice, else their browser's. */
export function preferredLocale(): Locale {
  const stored = readStored(LOCALE_STORAGE_KEY);
  if (Locale.isCode(stored)) {
    return stored;
  }
  const { languages, language } = navigator;
  return localeFromLanguages(languages.length > 0 ? languages : [language]);
}

export function rememberLocale(locale: Locale): void {
  writeStored(LOCALE_STORAGE_KEY, locale);
}

/** `path` (`/`, `/user/x`) under the base of `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  const base = localeBase(locale);
  return path === '/' || path === '' ? base : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The same page in another locale: swaps the base of `pathname`, or adds one if it has none. */
export function switchLocaleInPath(pathname: string, locale: Locale): string {
  const current = localeFromPath(pathname);
  const rest = current === undefined ? pathname : pathname.slice(localeBase(current).length);
  return localizedPath(locale, rest);
}
