import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../test/translations.ts';

// A Spanish text equal to its American English one is English left untranslated, unless it is
// one of these: the words are the same in both languages, or are not words of either.
const sameInSpanish: Readonly<Record<string, string>> = {
  'common:app.name': 'brand name',
  'common:language.names.en-US': 'a language named in its own language',
  'common:language.names.en-CA': 'a language named in its own language',
  'common:language.names.es-ES': 'a language named in its own language',
  'directory:agencies.distanceKm': 'unit symbol',
  'domain:cardType.visa': 'brand name',
  'domain:cardType.mastercard': 'brand name',
  'domain:cardType.americanExpress': 'brand name',
  'domain:cardType.discover': 'brand name',
  'domain:cardType.diners': 'brand name',
  'domain:cardType.jcb': 'brand name',
  'domain:medicationRoute.oral': 'same word in Spanish',
  'domain:medicationRoute.sublingual': 'same word in Spanish',
  'domain:medicationRoute.rectal': 'same word in Spanish',
  'domain:medicationRoute.nasal': 'same word in Spanish',
  'domain:notificationPriority.normal': 'same word in Spanish',
  'invoices:columns.total': 'same word in Spanish',
  'invoices:detail.total': 'same word in Spanish',
  'invoices:quantity.minutes': 'unit symbol',
  'reports:cell.no': 'same word in Spanish',
  'reports:cell.minutes': 'unit symbols',
  'hubEvents:continued': 'the Spanish abbreviation of "continuación" too',
  'subscriptions:admin.columns.plan': 'same word in Spanish',
  'subscriptions:billingPage.planName': 'same word in Spanish',
  'subscriptions:checkout.total': 'same word in Spanish',
  'subscriptions:payments.columns.total': 'same word in Spanish',
  'subscriptions:payments.download': 'a file format',
  'carePayments:receivables.total': 'same word in Spanish',
  'carePayments:receivables.columns.total': 'same word in Spanish',
  'referrals:metrics.none': 'the statistical symbol n of a sample size',
  'visitVerification:settings.units.metres': 'unit symbol',
  'visitVerification:settings.units.minutes': 'unit symbol',
  'timesheets:mine.kilometres_one': 'unit symbol',
  'timesheets:mine.kilometres_other': 'unit symbol',
};

type Entry = { key: string; value: unknown };

function entries(tree: unknown, prefix = ''): Entry[] {
  if (tree === null || typeof tree !== 'object') {
    return [{ key: prefix.slice(0, -1), value: tree }];
  }
  return Object.entries(tree).flatMap(([name, value]) => entries(value, `${prefix}${name}.`));
}

/** Whether a text has words once its placeholders are left out ("{{from}} → {{to}}" has none). */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/{{[^}]*}}/g, ''));

/** Every `namespace:key` whose Spanish text is its American English one, and has words. */
function untranslated(): string[] {
  return namespaces.flatMap((namespace) => {
    const spanish = new Map(
      entries(resources['es-ES']?.[namespace]).map(({ key, value }) => [key, value]),
    );
    return entries(resources['en-US']?.[namespace])
      .filter(({ value }) => typeof value === 'string' && hasWords(value))
      .filter(({ key, value }) => spanish.get(key) === value)
      .map(({ key }) => `${namespace}:${key}`);
  });
}

describe('the Spanish catalogue', () => {
  it('has no English text left, beyond brand names, units and words Spanish shares', () => {
    const left = untranslated();
    expect(left.filter((key) => sameInSpanish[key] === undefined)).toEqual([]);
    // An entry that was translated since leaves the list, so the list never excuses a new one.
    expect(Object.keys(sameInSpanish).filter((key) => !left.includes(key))).toEqual([]);
  });
});
