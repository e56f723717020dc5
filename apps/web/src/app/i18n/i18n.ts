import { DEFAULT_I18N_NAMESPACE, DEFAULT_LOCALE, Locale, localeFromPath } from '@hearth/domain';
import type { i18n as I18n, Resource } from 'i18next';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { preferredLocale } from './locale.ts';

// Every namespace file of every locale is bundled: they are small, and a page never waits for its
// words. A namespace appears here as soon as its files exist (`domain.json` comes from the
// enumerations), without a change to this file.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function loadResources(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>([DEFAULT_I18N_NAMESPACE]);
  for (const [file, content] of Object.entries(files)) {
    const [, locale, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (namespace === undefined || !Locale.isCode(locale)) {
      continue;
    }
    resources[locale] = { ...resources[locale], [namespace]: content };
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces] };
}

/** Every translation by locale, then namespace: what `t()` can find. */
export const { resources, namespaces } = loadResources();

/** A ready i18next instance; resources are bundled, so it is usable as soon as this returns. */
export function createI18n(lng: Locale): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources,
    ns: namespaces,
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

/** The app's instance, started in the locale of the address the visitor opened. */
export const i18n = createI18n(localeFromPath(window.location.pathname) ?? preferredLocale());
