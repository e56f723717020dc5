import { readFileSync } from 'node:fs';
import {
  careTypeSchema,
  itemResponse,
  listResponse,
  surveyQuestionSchema,
  weekDaySchema,
} from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../test/json.ts';

const { server } = useTestServer();

async function json<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const response = await server.request(path);
  expect(response.status, path).toBe(200);
  return bodyOf(response, schema);
}

async function refused(path: string, status: number) {
  const response = await server.request(path);
  expect(response.status, path).toBe(status);
  return fieldErrorsOf(response);
}

const careTypes = listResponse(careTypeSchema);

describe('GET /api/caretypes/{product}', () => {
  it('answers the home-care types with their ids, signed out', async () => {
    const body = await json('/api/caretypes/homecare', careTypes);
    const ids = body.data.map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3]));
    // Day program and shared living are products of their own.
    expect(ids).not.toContain(7);
    expect(ids).not.toContain(14);
    expect(body.meta).toMatchObject({ page: 1, total: ids.length });
  });

  it('answers shared living (14) and the adult day program (7) under their products', async () => {
    expect((await json('/api/caretypes/sharecare', careTypes)).data).toMatchObject([{ id: 14 }]);
    expect((await json('/api/caretypes/adultDay', careTypes)).data).toMatchObject([{ id: 7 }]);
  });

  it('refuses an unknown product and more than 100 a page', async () => {
    expect(await refused('/api/caretypes/gardening', 422)).toHaveProperty('product');
    expect(await refused('/api/caretypes/homecare?perPage=101', 422)).toHaveProperty('perPage');
  });
});

describe('GET /api/survey-meta', () => {
  it('answers the care-needs questions in order, with kinds, options and labels', async () => {
    const { data } = await json(
      '/api/survey-meta',
      itemResponse(z.object({ questions: z.array(surveyQuestionSchema) })),
    );
    const first = data.questions[0];
    expect(first).toMatchObject({
      code: 'care_recipient',
      kind: 'single',
      required: true,
      labels: { 'es-ES': '¿Quién necesita los cuidados?' },
    });
    expect(first?.options.length).toBeGreaterThanOrEqual(2);
    expect(first?.options[0]).toEqual({
      value: 'myself',
      labels: { 'en-US': 'Myself', 'en-CA': 'Myself', 'es-ES': 'Yo' },
    });
    const kinds = new Set(data.questions.map((question: { kind: string }) => question.kind));
    expect([...kinds].sort()).toEqual(['date', 'multi', 'number', 'single', 'text']);
    for (const question of data.questions) {
      const isChoice = question.kind === 'single' || question.kind === 'multi';
      expect(question.options.length > 0, question.code).toBe(isChoice);
    }
  });
});

describe('GET /api/week-days', () => {
  it('answers Monday to Sunday, numbered 1 to 7, named in each locale', async () => {
    const body = await json('/api/week-days', listResponse(weekDaySchema));
    expect(body.meta.total).toBe(7);
    expect(body.data[0]).toEqual({
      id: 1,
      code: 'monday',
      labels: { 'en-US': 'Monday', 'en-CA': 'Monday', 'es-ES': 'Lunes' },
    });
    expect(body.data[6]).toMatchObject({ id: 7, code: 'sunday', labels: { 'es-ES': 'Domingo' } });
  });
});

describe('GET /api/translations', () => {
  const file = (locale: string, namespace: string) =>
    JSON.parse(
      readFileSync(
        new URL(`../../../../web/src/locales/${locale}/${namespace}.json`, import.meta.url),
        'utf8',
      ),
    );

  it("serves the web app's translation file of a locale and namespace, signed out", async () => {
    const { data } = await json(
      '/api/translations?locale=es-ES&namespace=common',
      itemResponse(z.looseObject({})),
    );
    expect(data).toEqual({
      locale: 'es-ES',
      namespace: 'common',
      translations: file('es-ES', 'common'),
    });
  });

  it('answers 404 for a locale or namespace it does not serve', async () => {
    await refused('/api/translations?locale=fr-FR&namespace=common', 404);
    await refused('/api/translations?locale=en-US&namespace=nothing', 404);
  });

  it('never reads outside the translation files', async () => {
    for (const query of [
      'locale=en-US&namespace=../../../../server/package',
      'locale=en-US&namespace=..%2F..%2F..%2F..%2Fserver%2Fpackage',
      'locale=..%2Fen-US&namespace=common',
      'locale=en-US&namespace=%2Fetc%2Fpasswd',
      'locale=en-US&namespace=common.json',
    ]) {
      const response = await server.request(`/api/translations?${query}`);
      // Too long for a name is a 422; any other name off the allow-list is a 404.
      expect([404, 422], query).toContain(response.status);
    }
  });

  it('needs both parameters', async () => {
    const errors = await refused('/api/translations?locale=en-US', 422);
    expect(errors).toHaveProperty('namespace');
  });
});
