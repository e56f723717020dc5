import { ReferenceList, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createUser } from '../../../test/factories/identity.ts';
import { createRetiredLanguage } from '../../../test/factories/reference.ts';
import { useTestServer } from '../../../test/harness.ts';
import { fieldErrorsOf } from '../../../test/json.ts';

type Entry = { id: number; code: string; labels: Record<string, string>; retiredAt: string | null };
type ListBody<T = Entry> = { data: T[]; meta: { page: number; perPage: number; total: number } };

const { database, server } = useTestServer();
let anonymous: BrowserClient;
let admin: BrowserClient;
let family: BrowserClient;
let caregiver: BrowserClient;
let retiredLanguageId: number;

beforeAll(async () => {
  anonymous = new BrowserClient(server);
  const signIn = async (role: Role) => {
    const user = await createUser(database.db, { role });
    return signedInClient(server, user.email, user.password);
  };
  admin = await signIn(Role.admin);
  family = await signIn(Role.user);
  caregiver = await signIn(Role.caregiver);
  retiredLanguageId = await createRetiredLanguage(database.db, 'Old Norse');
});

async function list<T = Entry>(client: BrowserClient, path: string): Promise<ListBody<T>> {
  const response = await client.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as ListBody<T>;
}

describe('who may read which list', () => {
  const publicLists = ['provinces', 'cities', 'languages', 'professions', 'care-types'];
  const staffLists = ['diagnoses', 'relationships', 'caregiver-roles'];

  it.each(publicLists)(
    '/api/%s answers signed-out visitors (the marketplace needs it)',
    async (name) => {
      const body = await list(anonymous, `/api/${name}`);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.meta).toMatchObject({ page: 1, perPage: 20 });
    },
  );

  it.each(staffLists)('/api/%s needs a signed-in user of any role', async (name) => {
    expect((await anonymous.request(`/api/${name}`)).status).toBe(401);
    expect((await list(caregiver, `/api/${name}`)).data.length).toBeGreaterThan(0);
  });

  it('covers every list an administrator maintains', () => {
    expect([...publicLists, ...staffLists, 'survey-questions'].sort()).toEqual(
      [...ReferenceList.codes].sort(),
    );
  });

  it('shows retired entries (status retired or all) to administrators only', async () => {
    expect((await anonymous.request('/api/languages?status=all')).status).toBe(401);
    expect((await family.request('/api/languages?status=retired')).status).toBe(403);
    const retired = await list(admin, '/api/languages?status=retired');
    expect(retired.data.map((entry) => entry.id)).toEqual([retiredLanguageId]);
    const all = await list(admin, '/api/languages?status=all&perPage=100');
    expect(all.meta.total).toBe((await list(admin, '/api/languages')).meta.total + 1);
  });
});

describe('offers and old records', () => {
  it('leaves a retired entry out of what is offered', async () => {
    const offered = await list(anonymous, '/api/languages?perPage=100');
    expect(offered.data.map((entry) => entry.id)).not.toContain(retiredLanguageId);
    expect(offered.data.every((entry) => entry.retiredAt === null)).toBe(true);
  });

  it('still answers a retired entry by id, saying it is retired', async () => {
    const response = await anonymous.request(`/api/languages/${retiredLanguageId}`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Entry };
    expect(data.labels['en-US']).toBe('Old Norse');
    expect(data.retiredAt).toEqual(expect.any(String));
  });

  it('answers 404 for an id the list does not have, and 422 for one that is not a number', async () => {
    expect((await anonymous.request('/api/languages/999999')).status).toBe(404);
    const response = await anonymous.request('/api/languages/abc');
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toHaveProperty('id');
  });
});

describe('paging and searching', () => {
  it('refuses more than 100 a page, and nonsense page numbers, with field errors', async () => {
    for (const [query, field] of [
      ['perPage=101', 'perPage'],
      ['page=0', 'page'],
      ['status=gone', 'status'],
    ]) {
      const response = await anonymous.request(`/api/languages?${query}`);
      expect(response.status, query).toBe(422);
      expect(await fieldErrorsOf(response), query).toHaveProperty(field ?? '');
    }
  });

  it('pages through a list without repeating or losing entries', async () => {
    const first = await list(caregiver, '/api/diagnoses?perPage=100&page=1');
    const second = await list(caregiver, '/api/diagnoses?perPage=100&page=2');
    const ids = [...first.data, ...second.data].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(first.meta.total);
    expect(first.meta.total).toBeGreaterThanOrEqual(150);
  });

  it('finds diagnoses by the start of their ICD-10 code or by words of their title', async () => {
    const byCode = await list(caregiver, '/api/diagnoses?q=i63');
    expect(byCode.data.map((entry) => entry.code)).toEqual(['I63']);
    const byTitle = await list(caregiver, '/api/diagnoses?q=dementia&perPage=50');
    expect(byTitle.data.map((entry) => entry.code)).toEqual(
      expect.arrayContaining(['F00', 'F01', 'F02', 'F03']),
    );
    const inSpanish = await list(caregiver, '/api/diagnoses?q=insuficiencia%20card');
    expect(inSpanish.data.map((entry) => entry.code)).toEqual(['I50', 'I50.0']);
  });

  it('lists diagnoses in code order, as ICD-10 is read', async () => {
    const codes = (await list(caregiver, '/api/diagnoses?perPage=100')).data.map((e) => e.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('finds languages by their name in any locale and keeps the curated order', async () => {
    const french = await list(anonymous, '/api/languages?q=franc');
    expect(french.data.map((entry) => entry.code)).toEqual(['fr']);
    const first = (await list(anonymous, '/api/languages')).data.slice(0, 3);
    expect(first.map((entry) => entry.code)).toEqual(['en', 'fr', 'es']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list(anonymous, '/api/languages?q=%25')).meta.total).toBe(0);
    expect((await list(anonymous, '/api/languages?q=_')).meta.total).toBe(0);
  });
});

describe('list-specific filters', () => {
  it('filters provinces by country and refuses an unknown country', async () => {
    const canada = await list<Entry & { country: string }>(anonymous, '/api/provinces?country=CA');
    expect(canada.meta.total).toBe(13);
    expect(canada.data.every((province) => province.country === 'CA')).toBe(true);
    expect((await anonymous.request('/api/provinces?country=FR')).status).toBe(422);
  });

  it('filters care types by product', async () => {
    const body = await list<Entry & { product: string }>(
      anonymous,
      '/api/care-types?product=sharecare',
    );
    expect(body.data.map((entry) => [entry.id, entry.code])).toEqual([[14, 'shared_living']]);
  });

  it('ranks professions psw < rpn < rn', async () => {
    const body = await list<Entry & { rank: number | null }>(anonymous, '/api/professions');
    const rank = (code: string) => body.data.find((entry) => entry.code === code)?.rank ?? 0;
    expect(rank('psw')).toBeLessThan(rank('rpn'));
    expect(rank('rpn')).toBeLessThan(rank('rn'));
  });

  it('gives each label in all three locales, with Canadian spelling where it differs', async () => {
    const body = await list(caregiver, '/api/relationships?q=neigh');
    expect(body.data[0]?.labels).toEqual({
      'en-US': 'Neighbor',
      'en-CA': 'Neighbour',
      'es-ES': 'Vecino/a',
    });
  });
});
