import type { CodeOf } from '../enumeration.ts';
import { defineEnumeration } from '../enumeration.ts';

export const Locale = defineEnumeration('locale', {
  enUS: 'en-US',
  enCA: 'en-CA',
  esES: 'es-ES',
});
export type Locale = CodeOf<typeof Locale>;

export const DEFAULT_LOCALE = Locale.enUS;

/** The namespace `t('key')` reads when a key names none. */
export const DEFAULT_I18N_NAMESPACE = 'common';

/** The locale-prefixed URL bases the older client redirected to; kept so its links still work. */
export const LOCALE_BASES = {
  'en-US': '/en-us',
  'en-CA': '/en-ca',
  'es-ES': '/es-es',
} as const satisfies Record<Locale, `/${string}`>;
export type LocaleBase = (typeof LOCALE_BASES)[Locale];

export function localeBase(locale: Locale): LocaleBase {
  return LOCALE_BASES[locale];
}

/** The locale whose base starts `pathname` (`/en-ca` or `/en-ca/search`), if any. */
export function localeFromPath(pathname: string): Locale | undefined {
  const base = `/${pathname.split('/')[1] ?? ''}`.toLowerCase();
  return Locale.codes.find((locale) => LOCALE_BASES[locale] === base);
}
