import { describe, expect, it } from 'vitest';
import {
  DEFAULT_I18N_NAMESPACE,
  DEFAULT_LOCALE,
  LOCALE_BASES,
  Locale,
  localeBase,
  localeFromPath,
} from './locale.ts';

// Written out from the spec (§2, §9).
describe('locales', () => {
  it('keeps the spec locales, bases and default namespace', () => {
    expect(Locale.values).toStrictEqual({ enUS: 'en-US', enCA: 'en-CA', esES: 'es-ES' });
    expect(LOCALE_BASES).toStrictEqual({ 'en-US': '/en-us', 'en-CA': '/en-ca', 'es-ES': '/es-es' });
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(DEFAULT_I18N_NAMESPACE).toBe('common');
  });

  it.each([
    ['en-US', '/en-us'],
    ['en-CA', '/en-ca'],
    ['es-ES', '/es-es'],
  ] as const)('maps %s to %s and back', (locale, base) => {
    expect(localeBase(locale)).toBe(base);
    expect(localeFromPath(base)).toBe(locale);
  });

  it('reads the locale from the first segment of a longer path, in any case', () => {
    expect(localeFromPath('/es-es/search?type=homecare')).toBe('es-ES');
    expect(localeFromPath('/en-ca/')).toBe('en-CA');
    expect(localeFromPath('/EN-CA/search')).toBe('en-CA');
  });

  it.each(['/', '', '/fr-fr', '/search/en-us', '/en-usa', 'en-us'])(
    'finds no locale in "%s"',
    (path) => {
      expect(localeFromPath(path)).toBeUndefined();
    },
  );
});
