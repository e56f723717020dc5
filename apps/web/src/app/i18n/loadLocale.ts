import { DEFAULT_I18N_NAMESPACE, type Locale } from '@hearth/domain';
import type { i18n as I18n } from 'i18next';
import { catalogueFile } from './catalogueFile.ts';
import { isOnDemand, type OnDemandNamespace } from './onDemandNamespaces.ts';

// Only the words of the page's language are downloaded: the build puts each locale's namespace
// files in one chunk of their own, fetched when the locale is first shown. A namespace appears
// as soon as its file exists (`domain.json` comes from the enumerations), without a change here.
// The few on-demand namespaces come in chunks of their own, once a page asks for them
// (`loadNamespace`), and from then on with every language shown.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  import: 'default',
});

type Catalogues = {
  /** Each locale's load, the same promise for every caller. */
  locales: Map<Locale, Promise<void>>;
  /** The on-demand namespaces a page has asked for. */
  wanted: Set<OnDemandNamespace>;
  /** Each `locale/namespace` bundle's load, so none is fetched twice. */
  bundles: Map<string, Promise<void>>;
};

const catalogues = new WeakMap<I18n, Catalogues>();

function cataloguesOf(i18n: I18n): Catalogues {
  const found = catalogues.get(i18n);
  if (found !== undefined) {
    return found;
  }
  const created: Catalogues = { locales: new Map(), wanted: new Set(), bundles: new Map() };
  catalogues.set(i18n, created);
  return created;
}

function addBundle(i18n: I18n, locale: Locale, namespace: string): Promise<void> {
  const { bundles } = cataloguesOf(i18n);
  const key = `${locale}/${namespace}`;
  const pending =
    bundles.get(key) ??
    (async () => {
      const load = files[`../../locales/${locale}/${namespace}.json`];
      if (load !== undefined) {
        i18n.addResourceBundle(locale, namespace, await load());
      }
    })();
  bundles.set(key, pending);
  return pending;
}

async function addCatalogue(i18n: I18n, locale: Locale): Promise<void> {
  const { wanted } = cataloguesOf(i18n);
  const namespaces = Object.keys(files).flatMap((file) => {
    const found = catalogueFile(file);
    const shown = found?.locale === locale;
    return shown && (!isOnDemand(found.namespace) || wanted.has(found.namespace))
      ? [found.namespace]
      : [];
  });
  await Promise.all(namespaces.map((namespace) => addBundle(i18n, locale, namespace)));
}

/** Whether `i18n` holds the words of `locale` already. */
export const hasLocale = (i18n: I18n, locale: Locale) =>
  i18n.hasResourceBundle(locale, DEFAULT_I18N_NAMESPACE);

/**
 * Fetches the words of `locale` into `i18n`, once: the same promise for every caller, so a page
 * can wait on it while it renders.
 */
export function loadLocale(i18n: I18n, locale: Locale): Promise<void> {
  const { locales } = cataloguesOf(i18n);
  const pending = locales.get(locale) ?? addCatalogue(i18n, locale);
  locales.set(locale, pending);
  return pending;
}

/**
 * Fetches an on-demand namespace in every language `i18n` holds or is fetching; a language shown
 * later brings it along. A page's route waits on it before the page shows.
 */
export async function loadNamespace(i18n: I18n, namespace: OnDemandNamespace): Promise<void> {
  const { locales, wanted } = cataloguesOf(i18n);
  wanted.add(namespace);
  await Promise.all([...locales.keys()].map((locale) => addBundle(i18n, locale, namespace)));
}
