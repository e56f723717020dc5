import { Locale } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../test/translations.ts';

type Entry = { key: string; value: unknown };

function entries(tree: unknown, prefix = ''): Entry[] {
  if (tree === null || typeof tree !== 'object') {
    return [{ key: prefix.slice(0, -1), value: tree }];
  }
  return Object.entries(tree).flatMap(([name, value]) => entries(value, `${prefix}${name}.`));
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map(([, name]) => name).sort();

describe('translation files', () => {
  it('exist for every locale, with a common namespace', () => {
    expect(Object.keys(resources).sort()).toEqual([...Locale.codes].sort());
    expect(namespaces).toContain('common');
  });

  for (const namespace of namespaces) {
    it(`${namespace}: every locale has every key, filled, with the same placeholders`, () => {
      const reference = entries(resources['en-US']?.[namespace]);
      for (const locale of Locale.codes) {
        const where = `${locale}/${namespace}.json`;
        const values = new Map(
          entries(resources[locale]?.[namespace]).map(({ key, value }) => [key, value]),
        );
        expect(values.size, where).toBe(reference.length);
        for (const { key, value } of reference) {
          const text = values.get(key);
          expect(typeof text === 'string' && text.trim() !== '', `${where} ${key}`).toBe(true);
          expect(placeholders(String(text)), `${where} ${key}`).toEqual(
            placeholders(String(value)),
          );
        }
      }
    });
  }
});
