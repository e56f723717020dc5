import {
  createCareTypeSchema,
  createCitySchema,
  createCodedEntrySchema,
  createDiagnosisSchema,
  createLanguageSchema,
  createProfessionSchema,
  createProvinceSchema,
  createSurveyQuestionSchema,
} from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seedData } from './seedData.ts';

// The shipped data must pass the same rules as an administrator's entries.
function expectValid(schema: z.ZodType, rows: readonly object[]) {
  const failures = rows
    .map((row) => ({ row, result: schema.safeParse(row) }))
    .filter(({ result }) => !result.success)
    .map(({ row }) => JSON.stringify(row));
  expect(failures).toEqual([]);
}

const codesOf = (rows: readonly { code: string }[]) => rows.map((row) => row.code);
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('shipped reference data', () => {
  it('has valid, uniquely coded provinces', () => {
    const provinces = seedData.provinces();
    expectValid(createProvinceSchema, provinces);
    expect(unique(provinces.map((p) => `${p.country}-${p.code}`))).toBe(true);
  });

  it('has valid cities, each in a shipped province', () => {
    const provinces = new Set(seedData.provinces().map((p) => `${p.country}-${p.code}`));
    const cities = seedData.cities();
    expectValid(
      createCitySchema,
      cities.map((city) => ({ ...city, provinceId: 1 })),
    );
    expect(cities.filter((city) => !provinces.has(`${city.country}-${city.province}`))).toEqual([]);
  });

  it.each([
    ['languages', createLanguageSchema, seedData.languages()],
    ['diagnoses', createDiagnosisSchema, seedData.diagnoses()],
    ['relationships', createCodedEntrySchema, seedData.relationships()],
    ['professions', createProfessionSchema, seedData.professions()],
    ['care types', createCareTypeSchema, seedData.careTypes()],
    ['caregiver roles', createCodedEntrySchema, seedData.caregiverRoles()],
    ['survey questions', createSurveyQuestionSchema, seedData.surveyQuestions()],
  ] as const)('has valid, uniquely coded %s', (_name, schema, rows) => {
    expectValid(schema, rows);
    expect(unique(codesOf(rows))).toBe(true);
  });

  it('keeps the care-type ids the spec fixes', () => {
    const byCode = new Map(seedData.careTypes().map((type) => [type.code, type.id]));
    expect(byCode.get('day_program')).toBe(7);
    expect(byCode.get('shared_living')).toBe(14);
  });

  it('spells Canadian English where it differs from American', () => {
    const neighbour = seedData.relationships().find((r) => r.code === 'neighbor');
    expect(neighbour?.labels['en-CA']).toBe('Neighbour');
    const f10 = seedData.diagnoses().find((d) => d.code === 'F10');
    expect(f10?.labels['en-CA']).toContain('behavioural');
    expect(f10?.labels['en-US']).toContain('behavioral');
  });
});
