import { i18n } from '../i18n/i18n.ts';
import { loadNamespace } from '../i18n/loadLocale.ts';
import { SIGNED_IN_NAMESPACES } from '../i18n/onDemandNamespaces.ts';

/**
 * The signed-in area's loader: its care-delivery words arrive before any of its pages shows
 * (with the page's language when that is still on its way).
 */
export async function signedInWords(): Promise<null> {
  await Promise.all(SIGNED_IN_NAMESPACES.map((namespace) => loadNamespace(i18n, namespace)));
  return null;
}
