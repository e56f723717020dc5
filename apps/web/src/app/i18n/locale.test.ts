import { describe, expect, it } from 'vitest';
import {
  LOCALE_STORAGE_KEY,
  localeFromLanguages,
  localizedPath,
  preferredLocale,
  rememberLocale,
  switchLocaleInPath,
} from './locale.ts';

describe('locale of a browser language list', () => {
  it('maps any Spanish to es-ES, en-CA to en-CA and other English to en-US', () => {
    expect(localeFromLanguages(['es'])).toBe('es-ES');
    expect(localeFromLanguages(['es-MX', 'en-US'])).toBe('es-ES');
    expect(localeFromLanguages(['en-CA'])).toBe('en-CA');
    expect(localeFromLanguages(['EN-ca'])).toBe('en-CA');
    expect(localeFromLanguages(['en-GB'])).toBe('en-US');
    expect(localeFromLanguages(['en'])).toBe('en-US');
  });

  it('takes the first language it can serve, else en-US', () => {
    expect(localeFromLanguages(['fr-CA', 'en-CA'])).toBe('en-CA');
    expect(localeFromLanguages(['de-DE', 'es-ES'])).toBe('es-ES');
    expect(localeFromLanguages(['de-DE'])).toBe('en-US');
    expect(localeFromLanguages([])).toBe('en-US');
    // `estonian`-like tags must not pass for Spanish.
    expect(localeFromLanguages(['et-EE'])).toBe('en-US');
  });
});

describe('preferred locale', () => {
  it('is the one chosen earlier in the switcher, over the browser language', () => {
    rememberLocale('es-ES');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es-ES');
    expect(preferredLocale()).toBe('es-ES');
  });

  it('ignores a stored value that is no locale', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(preferredLocale()).toBe(localeFromLanguages(navigator.languages));
  });
});

describe('localized paths', () => {
  it('puts an app path under the locale base', () => {
    expect(localizedPath('en-CA', '/')).toBe('/en-ca');
    expect(localizedPath('en-CA', '')).toBe('/en-ca');
    expect(localizedPath('es-ES', '/user/notes')).toBe('/es-es/user/notes');
    expect(localizedPath('es-ES', 'user')).toBe('/es-es/user');
  });

  it('swaps the base of a localized path and keeps the rest', () => {
    expect(switchLocaleInPath('/en-us/user/notes/3', 'es-ES')).toBe('/es-es/user/notes/3');
    expect(switchLocaleInPath('/en-us', 'en-CA')).toBe('/en-ca');
    expect(switchLocaleInPath('/EN-US/x', 'en-CA')).toBe('/en-ca/x');
    expect(switchLocaleInPath('/search', 'en-CA')).toBe('/en-ca/search');
  });
});
