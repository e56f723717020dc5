import { Locale } from '@hearth/domain';

/** Which locale and namespace a translation file holds (`locales/es-ES/common.json`). */
export function catalogueFile(file: string): { locale: Locale; namespace: string } | null {
  const [, locale, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  return namespace !== undefined && Locale.isCode(locale) ? { locale, namespace } : null;
}
