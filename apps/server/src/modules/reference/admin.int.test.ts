import {
  errorResponseSchema,
  itemResponse,
  listResponse,
  ReferenceValidation,
  Role,
} from '@hearth/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createUser } from '../../../test/factories/identity.ts';
import {
  createRetiredLanguage,
  provinceId,
  testLabels,
  unusedLanguageCode,
} from '../../../test/factories/reference.ts';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf } from '../../../test/json.ts';
import { referenceService } from './index.ts';

const entrySchema = z.looseObject({
  id: z.number(),
  code: z.string().optional(),
  retiredAt: z.string().nullable(),
});
type Entry = z.infer<typeof entrySchema>;
const one = async (response: Response) => (await bodyOf(response, itemResponse(entrySchema))).data;
const many = async (response: Response) => (await bodyOf(response, listResponse(entrySchema))).data;

const { database, server } = useTestServer();
let admin: BrowserClient;
let agencyOwner: BrowserClient;

beforeAll(async () => {
  const adminUser = await createUser(database.db, { role: Role.admin });
  admin = await signedInClient(server, adminUser.email, adminUser.password);
  const owner = await createUser(database.db, { role: Role.agency });
  agencyOwner = await signedInClient(server, owner.email, owner.password);
});

async function created(response: Response): Promise<Entry> {
  expect(response.status, await response.clone().text()).toBe(201);
  return one(response);
}

async function errorsOf(response: Response): Promise<Record<string, string[]>> {
  expect(response.status, await response.clone().text()).toBe(422);
  return (await bodyOf(response, errorResponseSchema)).errors ?? {};
}

const newLanguage = () => ({
  code: unusedLanguageCode(),
  labels: testLabels('Klingon'),
  nativeName: 'tlhIngan Hol',
});

describe('who may change the lists', () => {
  it('refuses anyone but an administrator, before looking at the payload', async () => {
    expect((await new BrowserClient(server).json('/api/languages', 'POST', {})).status).toBe(401);
    expect((await agencyOwner.json('/api/languages', 'POST', newLanguage())).status).toBe(403);
    expect((await agencyOwner.json('/api/languages/1', 'PATCH', { sortOrder: 1 })).status).toBe(
      403,
    );
    expect((await agencyOwner.json('/api/languages/1/retire', 'POST')).status).toBe(403);
    expect((await agencyOwner.json('/api/languages/1/unretire', 'POST')).status).toBe(403);
  });

  it('counts each list for administrators, and refuses an unknown list name with 422', async () => {
    expect((await agencyOwner.request('/api/reference-lists')).status).toBe(403);
    const summaries = await bodyOf(
      await admin.request('/api/reference-lists'),
      z.object({ data: z.array(z.object({ list: z.string(), current: z.number() })) }),
    );
    expect(summaries.data.map((summary) => summary.list)).toContain('survey-questions');
    const retiredId = await createRetiredLanguage(database.db);
    const languages = await bodyOf(
      await admin.request('/api/reference-lists/languages'),
      itemResponse(z.object({ current: z.number(), retired: z.number() })),
    );
    expect(languages.data.retired).toBeGreaterThanOrEqual(1);
    expect(languages.data.current).toBeGreaterThan(40);
    expect(retiredId).toBeGreaterThan(0);
    const unknown = await admin.request('/api/reference-lists/planets');
    expect(await errorsOf(unknown)).toHaveProperty('list');
  });

  it('has no such list as an unknown name', async () => {
    expect((await admin.json('/api/planets', 'POST', { code: 'mars' })).status).toBe(404);
    expect((await admin.request('/api/planets')).status).toBe(404);
  });
});

describe('adding an entry', () => {
  it('adds it at the end of a curated list and records who did it', async () => {
    const entry = await created(await admin.json('/api/languages', 'POST', newLanguage()));
    expect(entry).toMatchObject({ labels: testLabels('Klingon'), retiredAt: null });
    const last = await database.db.execute<{ max: number }>(
      sql`SELECT max(sort_order) AS max FROM languages`,
    );
    expect(entry).toMatchObject({ sortOrder: last.rows[0]?.max });
    const audit = await database.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE subject_type = 'language' AND subject_id = ${String(entry.id)}`,
    );
    expect(audit.rows).toEqual([{ action: 'reference.created' }]);
  });

  it('refuses a code already in the list, retired entries included', async () => {
    const taken = await admin.json('/api/languages', 'POST', { ...newLanguage(), code: 'fr' });
    expect(await errorsOf(taken)).toHaveProperty('code');
    const retiredId = await createRetiredLanguage(database.db);
    const retired = await one(await admin.request(`/api/languages/${retiredId}`));
    const reused = await admin.json('/api/languages', 'POST', {
      ...newLanguage(),
      code: retired.code,
    });
    expect(await errorsOf(reused)).toHaveProperty('code');
    // Another list may use a code this one has.
    const elsewhere = await admin.json('/api/relationships', 'POST', {
      code: 'fr',
      labels: testLabels('French connection'),
    });
    expect(elsewhere.status).toBe(201);
    const clash = await admin.json('/api/caregiver-roles', 'POST', {
      code: 'primary',
      labels: testLabels('Primary'),
    });
    expect(await errorsOf(clash)).toHaveProperty('code');
  });

  it('refuses an empty label in any locale, a missing locale, and a malformed code', async () => {
    const blankSpanish = { ...newLanguage(), labels: { ...testLabels('Elvish'), 'es-ES': '  ' } };
    expect(await errorsOf(await admin.json('/api/languages', 'POST', blankSpanish))).toHaveProperty(
      'labels.es-ES',
    );
    const { 'en-CA': _missing, ...twoLocales } = testLabels('Elvish');
    const noCanadian = { ...newLanguage(), labels: twoLocales };
    expect(await errorsOf(await admin.json('/api/languages', 'POST', noCanadian))).toHaveProperty(
      'labels.en-CA',
    );
    const longCode = { ...newLanguage(), code: 'elv' };
    // The rule's own words are a key the web translates, on its form and from the server alike.
    expect((await errorsOf(await admin.json('/api/languages', 'POST', longCode))).code).toEqual([
      ReferenceValidation.languageCode,
    ]);
    const badIcd = { code: 'dementia', labels: testLabels('x') };
    expect(await errorsOf(await admin.json('/api/diagnoses', 'POST', badIcd))).toHaveProperty(
      'code',
    );
  });

  it('normalises an ICD-10 code to upper case and files it among the others', async () => {
    const entry = await created(
      await admin.json('/api/diagnoses', 'POST', { code: 'g30.8', labels: testLabels('Other') }),
    );
    expect(entry.code).toBe('G30.8');
  });

  it('adds a care type with the next free id after the fixed ones', async () => {
    const entry = await created(
      await admin.json('/api/care-types', 'POST', {
        code: 'music_therapy',
        labels: testLabels('Music therapy'),
        product: 'homecare',
      }),
    );
    expect(entry.id).toBeGreaterThan(16);
  });

  it('checks that a survey choice has options and a text question has none', async () => {
    const base = { code: 'pets', labels: testLabels('Any pets at home?'), required: false };
    const oneOption = {
      ...base,
      kind: 'single',
      options: [{ value: 'dog', labels: testLabels('Dog') }],
    };
    expect(await errorsOf(await admin.json('/api/survey-questions', 'POST', oneOption))).toEqual({
      options: ['Give at least two options.'],
    });
    const textWithOptions = { ...oneOption, kind: 'text' };
    expect((await admin.json('/api/survey-questions', 'POST', textWithOptions)).status).toBe(422);
    const ok = {
      ...oneOption,
      options: [...oneOption.options, { value: 'cat', labels: testLabels('Cat') }],
    };
    await created(await admin.json('/api/survey-questions', 'POST', ok));
  });

  it('adds a city to a current province only, and not twice', async () => {
    const yukon = await provinceId(database.db, 'CA', 'YT');
    const city = {
      provinceId: yukon,
      name: 'Dawson City',
      latitude: 64.06,
      longitude: -139.43,
      population: 1577,
    };
    const entry = await created(await admin.json('/api/cities', 'POST', city));
    expect(entry).toMatchObject({ slug: 'dawson-city', provinceCode: 'YT', country: 'CA' });
    expect(await errorsOf(await admin.json('/api/cities', 'POST', city))).toHaveProperty('name');
    expect(
      await errorsOf(await admin.json('/api/cities', 'POST', { ...city, provinceId: 999999 })),
    ).toHaveProperty('provinceId');
    const outOfRange = { ...city, name: 'Nowhere', latitude: 91 };
    expect(await errorsOf(await admin.json('/api/cities', 'POST', outOfRange))).toHaveProperty(
      'latitude',
    );
  });
});

describe('renaming, retiring and un-retiring', () => {
  it('renames the labels and keeps the code', async () => {
    const entry = await created(await admin.json('/api/languages', 'POST', newLanguage()));
    const renamed = { ...testLabels('Klingon'), 'es-ES': 'Klingon (idioma)' };
    const response = await admin.json(`/api/languages/${entry.id}`, 'PATCH', { labels: renamed });
    expect(response.status).toBe(200);
    expect(await one(response)).toMatchObject({ code: entry.code, labels: renamed });
  });

  it('refuses an empty change, an unknown id, and options that do not fit the kind', async () => {
    expect(await errorsOf(await admin.json('/api/languages/1', 'PATCH', {}))).toHaveProperty(
      'body',
    );
    expect((await admin.json('/api/languages/999999', 'PATCH', { sortOrder: 2 })).status).toBe(404);
    const [dateQuestion] = await many(await admin.request('/api/survey-questions?q=start_date'));
    const options = [{ value: 'soon', labels: testLabels('Soon') }];
    expect(
      await errorsOf(
        await admin.json(`/api/survey-questions/${dateQuestion?.id}`, 'PATCH', { options }),
      ),
    ).toEqual({ options: ['Only choices take options.'] });
  });

  it('renames a city, which moves its search name and slug along', async () => {
    const [kitchener] = await many(await admin.request('/api/cities?q=kitchener'));
    const response = await admin.json(`/api/cities/${kitchener?.id}`, 'PATCH', {
      name: 'Kitchener–Waterloo',
    });
    expect(await one(response)).toMatchObject({ slug: 'kitchener-waterloo' });
    const found = await many(await admin.request('/api/cities?q=kitchener-wat'));
    expect(found.map((city) => city.id)).toContain(kitchener?.id);
  });

  it('retires an entry (kept, not offered) and offers it again when un-retired', async () => {
    const entry = await created(await admin.json('/api/languages', 'POST', newLanguage()));
    const retire = await admin.json(`/api/languages/${entry.id}/retire`, 'POST');
    const { retiredAt } = await one(retire);
    expect(retiredAt).toEqual(expect.any(String));
    // Retiring twice keeps the first time.
    const again = await one(await admin.json(`/api/languages/${entry.id}/retire`, 'POST'));
    expect(again.retiredAt).toBe(retiredAt);
    const offered = await many(await admin.request('/api/languages?perPage=100'));
    expect(offered.map((e) => e.id)).not.toContain(entry.id);

    const unretire = await admin.json(`/api/languages/${entry.id}/unretire`, 'POST');
    expect((await one(unretire)).retiredAt).toBeNull();
    const offeredAgain = await many(await admin.request('/api/languages?perPage=100'));
    expect(offeredAgain.map((e) => e.id)).toContain(entry.id);
  });

  it('answers 404 when retiring an unknown id', async () => {
    expect((await admin.json('/api/professions/999999/retire', 'POST')).status).toBe(404);
  });
});

describe('referenceService.assertCurrent, for other modules', () => {
  it('accepts current entries and refuses retired or unknown ones on the named field', async () => {
    const service = referenceService(database.db);
    const english = await database.db.execute<{ id: number }>(
      sql`SELECT id FROM languages WHERE code = 'en'`,
    );
    const englishId = english.rows[0]?.id ?? 0;
    await expect(
      service.assertCurrent('languages', [englishId, englishId]),
    ).resolves.toBeUndefined();
    const retired = await createRetiredLanguage(database.db);
    await expect(
      service.assertCurrent('languages', [englishId, retired], 'languageIds'),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      fieldErrors: { languageIds: [expect.any(String)] },
    });
  });
});
