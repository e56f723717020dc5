import { i18n } from '../i18n/i18n.ts';
import { loadNamespace } from '../i18n/loadLocale.ts';
import type { OnDemandNamespace } from '../i18n/onDemandNamespaces.ts';
import type { PageLoader } from './lazyPage.tsx';

/** A page's loader that also fetches the on-demand words it shows, so it never shows a key. */
export const pageWithWords =
  (namespace: OnDemandNamespace, load: PageLoader): PageLoader =>
  async () => {
    const [page] = await Promise.all([load(), loadNamespace(i18n, namespace)]);
    return page;
  };
