import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

// What English text on a Spanish page looks like: a text of the American English catalogue
// whose Spanish differs from it, or an English demo text the seeders once wrote for Madrid.

type Catalogue = Record<string, string>;

const localesFolder = new URL('../../apps/web/src/locales/', import.meta.url);

function flatten(tree: unknown, prefix = ''): Catalogue {
  if (typeof tree === 'string') {
    return { [prefix]: tree };
  }
  if (tree === null || typeof tree !== 'object') {
    return {};
  }
  return Object.assign(
    {},
    ...Object.entries(tree).map(([name, value]) =>
      flatten(value, prefix === '' ? name : `${prefix}.${name}`),
    ),
  );
}

function catalogue(locale: string): Catalogue {
  const folder = new URL(`${locale}/`, localesFolder);
  return Object.assign(
    {},
    ...readdirSync(folder).map((file) =>
      flatten(JSON.parse(readFileSync(new URL(file, folder), 'utf8')), file.replace(/\.json$/, '')),
    ),
  );
}

/** English the demo data must not show on a Spanish page (the Madrid agency's once did). */
const englishDemoTexts = [
  // Its listings, and a payer.
  'In-home support',
  'Shared living home',
  'Day program',
  'Personal care, meals and companionship',
  'Private pay',
  // Its people: their allergies, bios and streets.
  'Penicillin',
  'Sulfa drugs',
  'Latex',
  'Peanuts',
  'Shellfish',
  'Codeine',
  'Acetylsalicylic acid',
  'Bee stings',
  'Eggs',
  'Morphine',
  'Cats',
  'Anaphylaxis',
  'living with dementia',
  'mobility aids',
  'long-term care worker',
  'appointments and errands',
  'palliative clients',
  'Keeps careful notes',
  'Street',
  'Avenue',
  'Road',
];

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as a whole-word pattern; each placeholder stands for any text. */
const patternOf = (text: string) =>
  new RegExp(
    `(?<!\\p{L})${text
      .split(/{{[^}]*}}/)
      .map(literally)
      .join('.+?')}(?!\\p{L})`,
    'u',
  );

/**
 * The patterns of English texts. A catalogue text is one when its Spanish differs, it has a word
 * beside its placeholders, and no Spanish text uses it as a whole word: "No", "Plan" or "Total"
 * are Spanish too, and must not raise a false alarm.
 */
function englishPatterns(): { text: string; pattern: RegExp }[] {
  const english = catalogue('en-US');
  const spanish = catalogue('es-ES');
  const spanishTexts = Object.values(spanish);
  const candidates = Object.entries(english)
    .filter(([key, text]) => spanish[key] !== text)
    .map(([, text]) => text)
    .filter((text) => /\p{L}/u.test(text.replace(/{{[^}]*}}/g, '')));
  return [...new Set([...candidates, ...englishDemoTexts])]
    .map((text) => ({ text, pattern: patternOf(text) }))
    .filter(({ pattern }) => !spanishTexts.some((spanishText) => pattern.test(spanishText)));
}

const patterns = englishPatterns();

/** The page's visible text and the names it gives to assistive technology and tooltips. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'),
    );
    return [
      document.title,
      document.body.innerText,
      ...named.flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map(
          (attribute) => element.getAttribute(attribute) ?? '',
        ),
      ),
    ].filter((text) => text !== '');
  });
}

/** The English texts the page shows, each once. */
export async function englishTextsOn(page: Page): Promise<string[]> {
  const texts = await pageTexts(page);
  return patterns
    .filter(({ pattern }) => texts.some((text) => pattern.test(text)))
    .map(({ text }) => text);
}
