import { DEFAULT_I18N_NAMESPACE, type Locale } from '@hearth/domain';
import type { i18n as I18n } from 'i18next';
import { catalogueFile } from './catalogueFile.ts';

// Only the words of the page's language are downloaded: the build puts each locale's namespace
// files in one chunk of their own, fetched when the locale is first shown. A namespace appears
// as soon as its file exists (`domain.json` comes from the enumerations), without a change here.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  import: 'default',
});

const loading = new WeakMap<I18n, Map<Locale, Promise<void>>>();

async function addCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  const namespaces = Object.entries(files).flatMap(([file, load]) => {
    const found = catalogueFile(file);
    return found?.locale === locale ? [{ namespace: found.namespace, load }] : [];
  });
  const contents = await Promise.all(namespaces.map(({ load }) => load()));
  namespaces.forEach(({ namespace }, index) => {
    i18n.addResourceBundle(locale, namespace, contents[index]);
  });
}

/** Whether `i18n` holds the words of `locale` already. */
export const hasLocale = (i18n: I18n, locale: Locale) =>
  i18n.hasResourceBundle(locale, DEFAULT_I18N_NAMESPACE);

/**
 * Fetches the words of `locale` into `i18n`, once: the same promise for every caller, so a page
 * can wait on it while it renders.
 */
export function loadLocale(i18n: I18n, locale: Locale): Promise<void> {
  const byLocale = loading.get(i18n) ?? new Map<Locale, Promise<void>>();
  loading.set(i18n, byLocale);
  const pending = byLocale.get(locale) ?? addCatalogue(i18n, locale);
  byLocale.set(locale, pending);
  return pending;
}
