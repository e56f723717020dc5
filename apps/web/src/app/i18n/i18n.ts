import { DEFAULT_I18N_NAMESPACE, DEFAULT_LOCALE, Locale, localeFromPath } from '@hearth/domain';
import type { i18n as I18n, Resource } from 'i18next';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { preferredLocale } from './locale.ts';

/**
 * An i18next instance holding `resources`, usable as soon as this returns; the app's own starts
 * empty and gets each language's words with `loadLocale`.
 */
export function createI18n(lng: Locale, resources: Resource = {}): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources,
    defaultNS: DEFAULT_I18N_NAMESPACE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: Locale.codes,
    // Only whole locales exist: no plain `en` or `es` file to look in.
    load: 'currentOnly',
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Keeps the library's advertisement out of visitors' consoles and test output.
    showSupportNotice: false,
  });
  return instance;
}

/** The locale of the address the visitor opened: the first words the app needs. */
export const startingLocale = localeFromPath(window.location.pathname) ?? preferredLocale();

/** The app's instance, started in the locale of the address the visitor opened. */
export const i18n = createI18n(startingLocale);
