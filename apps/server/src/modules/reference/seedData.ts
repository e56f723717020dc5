import { readFileSync } from 'node:fs';
import type {
  Country,
  Labels,
  MarketplaceProduct,
  SurveyOption,
  SurveyQuestionKind,
} from '@hearth/domain';

// The reference data shipped with the app (see data/README.md for sources and licences). It is
// read at seeding time only, never over the network.

const dataFile = (name: string) => new URL(`./data/${name}`, import.meta.url);

/** Rows of a tab-separated file with a header line, as records keyed by the header's names. */
export function readTsv(name: string): Record<string, string>[] {
  const [header = '', ...lines] = readFileSync(dataFile(name), 'utf8').split('\n');
  const columns = header.split('\t');
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split('\t');
      return Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? '']));
    });
}

function readJson<T>(name: string): T[] {
  return JSON.parse(readFileSync(dataFile(name), 'utf8')) as T[];
}

const labelsOf = (row: Record<string, string>): Labels => ({
  'en-US': row['en-US'] ?? '',
  // An empty en-CA cell means Canadian usage is the same as American.
  'en-CA': row['en-CA'] || (row['en-US'] ?? ''),
  'es-ES': row['es-ES'] ?? '',
});

export type ProvinceSeed = { country: Country; code: string; name: string; labels: Labels };
export type CitySeed = {
  country: Country;
  province: string;
  name: string;
  latitude: number;
  longitude: number;
  population: number;
};
export type CodedSeed = { code: string; labels: Labels };

export const seedData = {
  provinces: (): ProvinceSeed[] =>
    readTsv('provinces.tsv').map((row) => ({
      country: row.country as Country,
      code: row.code ?? '',
      name: row.name ?? '',
      labels: labelsOf(row),
    })),
  cities: (): CitySeed[] =>
    readTsv('cities.tsv').map((row) => ({
      country: row.country as Country,
      province: row.province ?? '',
      name: row.name ?? '',
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      population: Number(row.population),
    })),
  diagnoses: (): CodedSeed[] =>
    readTsv('diagnoses.tsv').map((row) => ({ code: row.code ?? '', labels: labelsOf(row) })),
  languages: () => readJson<CodedSeed & { nativeName: string }>('languages.json'),
  relationships: () => readJson<CodedSeed>('relationships.json'),
  professions: () => readJson<CodedSeed & { rank: number | null }>('professions.json'),
  careTypes: () =>
    readJson<CodedSeed & { id: number; product: MarketplaceProduct }>('care-types.json'),
  caregiverRoles: () => readJson<CodedSeed>('caregiver-roles.json'),
  surveyQuestions: () =>
    readJson<CodedSeed & { kind: SurveyQuestionKind; required: boolean; options: SurveyOption[] }>(
      'survey-questions.json',
    ),
};
