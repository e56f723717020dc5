import {
  careInvoiceRunStartSchema,
  createCodedEntrySchema,
  createDiagnosisSchema,
  createLanguageSchema,
  createProvinceSchema,
  Locale,
  mapPlacesQuerySchema,
  REPORT_MAX_SPAN_DAYS,
  reportRowsBodySchema,
  SERVER_MESSAGES,
  searchQuerySchema,
  surveyOptionSchema,
  updateCodedEntrySchema,
} from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resources } from '../../test/translations.ts';
import { createI18n } from '../i18n/i18n.ts';

// The shared schemas' own rules, as the forms and the server both say them: each rule's message
// is a key of the web's words or a code of the server's messages, worded in every locale.

const labels = { 'en-US': 'A', 'en-CA': 'A', 'es-ES': 'A' };

/** A value each schema refuses by its own rule, not by a check zod makes by itself. */
const refused: readonly [string, z.ZodType, unknown][] = [
  ['a reference code', createCodedEntrySchema, { code: 'Not a code', labels }],
  ['a survey option value', surveyOptionSchema, { value: 'Yes!', labels }],
  ['an update that changes nothing', updateCodedEntrySchema, {}],
  ['a language code', createLanguageSchema, { code: 'eng', labels, nativeName: 'English' }],
  ['a diagnosis code', createDiagnosisSchema, { code: 'dementia', labels }],
  [
    'a province code',
    createProvinceSchema,
    { country: 'CA', code: 'ON-X', name: 'Ontario', labels },
  ],
  [
    'a run period that ends before it starts',
    careInvoiceRunStartSchema,
    { agencyId: 1, periodStart: '2026-03-01', periodEnd: '2026-02-01' },
  ],
  [
    'a report day before 1900',
    reportRowsBodySchema('visits'),
    { filter: { from: '1899-12-31', to: '1900-01-02' } },
  ],
  [
    'a report range over its longest span',
    reportRowsBodySchema('visits'),
    { filter: { from: '2024-01-01', to: '2026-01-01' } },
  ],
  [
    'a report sorted by no column of its own',
    reportRowsBodySchema('visits'),
    { filter: { from: '2026-01-01', to: '2026-01-02' }, sort: 'password' },
  ],
  ['a search point without its longitude', searchQuerySchema, { latitude: 43.6 }],
  [
    'a map view whose east is west of its west',
    mapPlacesQuerySchema,
    { west: 2, east: 1, south: 0, north: 1 },
  ],
  [
    'a map view whose north is south of its south',
    mapPlacesQuerySchema,
    { west: 0, east: 1, south: 2, north: 1 },
  ],
];

function ruleMessages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).map((issue) => issue.message);
}

/** A rule's message as the page shows it: a web key's words, or a server code's. */
const wordsOf = (message: string, locale: Locale) => {
  const i18n = createI18n(locale, resources);
  const key = message in SERVER_MESSAGES ? `serverMessages:${message}` : message;
  return i18n.exists(key, { fallbackLng: [] }) ? i18n.t(key as never) : undefined;
};

describe('the shared schemas’ own rules', () => {
  it.each(refused)('say %s by a key or code, worded in every locale', (_name, schema, value) => {
    const messages = ruleMessages(schema, value);
    expect(messages).toHaveLength(1);
    const [message = ''] = messages;
    expect(message).toMatch(/^(\w+:[\w.]+|[a-z_]+)$/);
    const english = wordsOf(message, 'en-US');
    expect(english).toBeTypeOf('string');
    expect(wordsOf(message, 'en-CA')).toBe(english);
    const spanish = wordsOf(message, 'es-ES');
    expect(spanish).toBeTypeOf('string');
    expect(spanish).not.toBe(english);
  });

  it('name the reports’ longest span in its words, in every locale', () => {
    for (const locale of Locale.codes) {
      expect(wordsOf('reports:errors.range', locale)).toContain(String(REPORT_MAX_SPAN_DAYS));
    }
  });
});
