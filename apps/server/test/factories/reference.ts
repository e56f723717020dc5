import type { Labels } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { cities, languages, provinces } from '../../src/db/schema/index.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** Labels that say which locale they are in, so a test sees the right one was used. */
export const testLabels = (text: string): Labels => ({
  'en-US': text,
  'en-CA': `${text} (CA)`,
  'es-ES': `${text} (ES)`,
});

/** An ISO-639-1-shaped code not among the seeded languages ("qa", "qb", …). */
export function unusedLanguageCode(): string {
  const n = next();
  return `q${String.fromCharCode(97 + (n % 26))}`;
}

/** A language that is retired: on old records, not offered. */
export async function createRetiredLanguage(db: Database, name = `Retired language ${next()}`) {
  const [row] = await db
    .insert(languages)
    .values({
      code: unusedLanguageCode(),
      labels: testLabels(name),
      nativeName: name,
      retiredAt: new Date(),
    })
    .returning({ id: languages.id });
  if (row === undefined) {
    throw new Error('no language created');
  }
  return row.id;
}

export async function provinceId(db: Database, country: string, code: string): Promise<number> {
  const [row] = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(and(eq(provinces.country, country), eq(provinces.code, code)));
  if (row === undefined) {
    throw new Error(`no province ${country}-${code}`);
  }
  return row.id;
}

/** A seeded Canadian city (the template holds the gazetteer), by its province code and name. */
export async function seededCityId(db: Database, province: string, name: string): Promise<number> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(provinces.code, province), eq(provinces.country, 'CA'), eq(cities.name, name)));
  if (row === undefined) {
    throw new Error(`city ${name} is not seeded`);
  }
  return row.id;
}
