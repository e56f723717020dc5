import {
  type Country,
  caregiverRoleSchema,
  careTypeSchema,
  citySchema,
  diagnosisSchema,
  type Labels,
  type Locale,
  languageSchema,
  type MarketplaceProduct,
  professionSchema,
  provinceSchema,
  type ReferenceList,
  relationshipSchema,
  type SurveyQuestionKind,
  surveyQuestionSchema,
} from '@hearth/domain';
import type { z } from 'zod';

/** What the list's own column shows beside the name; translated where it is drawn. */
export type EntryDetail =
  | { kind: 'none' }
  | { kind: 'country'; country: Country }
  | { kind: 'place'; provinceCode: string; country: Country; population: number }
  | { kind: 'nativeName'; text: string }
  | { kind: 'rank'; rank: number | null }
  | { kind: 'product'; product: MarketplaceProduct }
  | { kind: 'question'; questionKind: SurveyQuestionKind; required: boolean };

/** One entry of any list, as the admin page shows it. */
export type EntryRow = {
  id: number;
  code: string;
  /** Translated names; cities have only `name`. */
  labels: Labels | null;
  /** The official name of a province, the name of a city. */
  name: string | null;
  detail: EntryDetail;
  retiredAt: string | null;
};

export function displayName(row: EntryRow, locale: Locale): string {
  return row.labels?.[locale] ?? row.name ?? row.code;
}

/** Checks an answered entry against its list's schema, then turns it into a row. */
const adapter =
  <S extends z.ZodType>(schema: S, convert: (entry: z.infer<S>) => EntryRow) =>
  (entry: unknown): EntryRow =>
    convert(schema.parse(entry));

const coded = (
  entry: { id: number; code: string; labels: Labels; retiredAt: string | null },
  detail: EntryDetail = { kind: 'none' },
): EntryRow => ({ ...entry, name: null, detail });

const adapters: Record<ReferenceList, (entry: unknown) => EntryRow> = {
  provinces: adapter(provinceSchema, (entry) => ({
    ...entry,
    detail: { kind: 'country', country: entry.country },
  })),
  cities: adapter(citySchema, (entry) => ({
    id: entry.id,
    code: entry.slug,
    labels: null,
    name: entry.name,
    detail: {
      kind: 'place',
      provinceCode: entry.provinceCode,
      country: entry.country,
      population: entry.population,
    },
    retiredAt: entry.retiredAt,
  })),
  languages: adapter(languageSchema, (entry) =>
    coded(entry, { kind: 'nativeName', text: entry.nativeName }),
  ),
  diagnoses: adapter(diagnosisSchema, (entry) => coded(entry)),
  relationships: adapter(relationshipSchema, (entry) => coded(entry)),
  professions: adapter(professionSchema, (entry) =>
    coded(entry, { kind: 'rank', rank: entry.rank }),
  ),
  'care-types': adapter(careTypeSchema, (entry) =>
    coded(entry, { kind: 'product', product: entry.product }),
  ),
  'caregiver-roles': adapter(caregiverRoleSchema, (entry) => coded(entry)),
  'survey-questions': adapter(surveyQuestionSchema, (entry) =>
    coded(entry, { kind: 'question', questionKind: entry.kind, required: entry.required }),
  ),
};

export const toRow = (list: ReferenceList, entry: unknown): EntryRow => adapters[list](entry);
