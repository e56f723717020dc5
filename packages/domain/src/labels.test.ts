import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Code } from './enumeration.ts';
import * as domain from './index.ts';

type LabelledEnumeration = {
  name: string;
  codes: readonly Code[];
  labelKey(code: Code): string;
};

// Found by shape rather than listed by hand, so a new enumeration cannot be forgotten here.
const exported: unknown[] = Object.values(domain);
const enumerations = exported.filter(
  (value): value is LabelledEnumeration =>
    typeof value === 'object' && value !== null && 'labelKey' in value && 'codes' in value,
);

// Label keys that are not enumeration members but live in the same file.
const otherKeys = [domain.COMMENT_REQUIRED_MESSAGE];

const expectedKeys = [
  ...enumerations.flatMap((enumeration) => enumeration.codes.map((c) => enumeration.labelKey(c))),
  ...otherKeys,
].map((key) => key.replace(`${domain.DOMAIN_I18N_NAMESPACE}:`, ''));

type Translations = { [key: string]: string | Translations };

function leafKeys(translations: Translations, prefix = ''): string[] {
  return Object.entries(translations).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function readTranslations(locale: string): Translations {
  const file = new URL(`../../../apps/web/src/locales/${locale}/domain.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Translations;
}

describe('enumeration labels', () => {
  it('finds every enumeration, each under its own name', () => {
    const names = enumerations.map((enumeration) => enumeration.name);
    expect(names).toEqual(expect.arrayContaining(['assessmentStatus', 'errorCode', 'locale']));
    expect(new Set(names).size).toBe(names.length);
  });

  describe.each(domain.Locale.codes)('%s/domain.json', (locale) => {
    const translations = readTranslations(locale);
    const present = leafKeys(translations);

    it('has a non-empty label for every member', () => {
      const missing = expectedKeys.filter((key) => !present.includes(key));
      expect(missing).toStrictEqual([]);
      const empty = present.filter((key) => {
        const value = key.split('.').reduce<string | Translations | undefined>((node, part) => {
          return typeof node === 'object' ? node[part] : undefined;
        }, translations);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toStrictEqual([]);
    });

    it('has no label for a member that no longer exists', () => {
      expect(present.filter((key) => !expectedKeys.includes(key))).toStrictEqual([]);
    });
  });
});
