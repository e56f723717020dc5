import { Role } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { careRequestBody } from '../../../../test/factories/careRequests.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { listingInput, listingReferences } from '../../../../test/factories/listings.ts';
import { city } from '../../../../test/factories/organisations.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, careRequests, marketplaceListings } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agencyA: number;
let agencyB: number;
let ownerA: BrowserClient;
let agentA: BrowserClient;
let ownerB: BrowserClient;
let admin: BrowserClient;
let refs: Awaited<ReturnType<typeof listingReferences>>;

type OwnListing = {
  id: number;
  name: string;
  published: boolean;
  latitude: number;
  longitude: number;
  city: { id: number; name: string } | null;
  agency: { id: number };
  photos: { id: number; url: string }[];
};
type ListBody = { data: OwnListing[]; meta: { total: number } };

const listPath = (agencyId: number) => `/api/agencies/${agencyId}/listings`;
const managePath = (id: number) => `/api/marketplace/listings/${id}/manage`;

async function create(client: BrowserClient, body: unknown = listingInput(), agencyId = agencyA) {
  return (
    await expectBody<{ data: OwnListing }>(await client.json(listPath(agencyId), 'POST', body), 201)
  ).data;
}

const auditActions = async (listingId: number) =>
  (
    await database.db
      .select({ action: auditLog.action, agencyId: auditLog.agencyId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'listing'), eq(auditLog.subjectId, String(listingId))))
      .orderBy(auditLog.id)
  ).map((row) => `${row.action}@${row.agencyId}`);

beforeAll(async () => {
  const { db } = database;
  refs = await listingReferences(db);
  agencyA = await createAgency(db);
  agencyB = await createAgency(db);
  const signIn = async (role: Role, agencyIds: number[] = []) => {
    const user = await createUser(db, { role, agencyIds });
    return signedInClient(server, user.email, user.password);
  };
  ownerA = await signIn(Role.agency, [agencyA]);
  agentA = await signIn(Role.agencyAgent, [agencyA]);
  ownerB = await signIn(Role.agency, [agencyB]);
  admin = await signIn(Role.admin);
});

describe('an agency keeps its own listings', () => {
  it('creates a draft, audited, that the public cannot read yet', async () => {
    const created = await create(
      ownerA,
      listingInput({ languageIds: [refs.frenchId], careTypeIds: [refs.homecareTypeId] }),
    );
    expect(created).toMatchObject({
      name: 'Maple home care',
      published: false,
      latitude: 43.65,
      longitude: -79.38,
      agency: { id: agencyA },
      photos: [],
    });
    expect(await auditActions(created.id)).toEqual([`listing.created@${agencyA}`]);
    expect((await server.request(`/api/marketplace/listings/${created.id}`)).status).toBe(404);
  });

  it('places a listing with only a city at the centre of that city', async () => {
    const toronto = await city(database.db, 'toronto');
    const created = await create(
      agentA,
      listingInput({ latitude: null, longitude: null, cityId: toronto.id }),
    );
    expect(created).toMatchObject({
      latitude: toronto.latitude,
      longitude: toronto.longitude,
      city: { id: toronto.id, name: 'Toronto' },
    });
  });

  it('changes, publishes and unpublishes, each change audited', async () => {
    const { id } = await create(ownerA);
    const changed = await expectBody<{ data: OwnListing }>(
      await agentA.json(managePath(id), 'PUT', listingInput({ name: 'Maple care, renamed' })),
      200,
    );
    expect(changed.data.name).toBe('Maple care, renamed');

    const publish = (published: boolean) =>
      ownerA.json(`${managePath(id)}/published`, 'PUT', { published });
    expect((await expectBody<{ data: OwnListing }>(await publish(true), 200)).data.published).toBe(
      true,
    );
    const page = await expectBody<{ data: { name: string; agency: { id: number } } }>(
      await server.request(`/api/marketplace/listings/${id}`),
      200,
    );
    expect(page.data).toMatchObject({ name: 'Maple care, renamed', agency: { id: agencyA } });

    await expectBody(await publish(false), 200);
    expect((await server.request(`/api/marketplace/listings/${id}`)).status).toBe(404);
    expect(await auditActions(id)).toEqual(
      ['created', 'changed', 'published', 'unpublished'].map(
        (action) => `listing.${action}@${agencyA}`,
      ),
    );
  });

  it('lists drafts and published ones, filtered, without retired ones', async () => {
    const listed = await create(ownerA, listingInput({ name: 'Listed' }));
    await ownerA.json(`${managePath(listed.id)}/published`, 'PUT', { published: true });
    const retired = await create(ownerA, listingInput({ name: 'Retired' }));

    const response = await ownerA.request(managePath(retired.id), { method: 'DELETE' });
    expect(response.status).toBe(204);
    const [row] = await database.db
      .select({ retiredAt: marketplaceListings.retiredAt })
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, retired.id));
    expect(row?.retiredAt).toBeInstanceOf(Date);
    expect(await auditActions(retired.id)).toContain(`listing.retired@${agencyA}`);
    expect((await ownerA.request(managePath(retired.id))).status).toBe(404);

    const all = await expectBody<ListBody>(await ownerA.request(listPath(agencyA)), 200);
    const names = all.data.map((listing) => listing.name);
    expect(names).toContain('Listed');
    expect(names).toContain('Maple home care');
    expect(names).not.toContain('Retired');
    const published = await expectBody<ListBody>(
      await agentA.request(`${listPath(agencyA)}?published=true`),
      200,
    );
    expect(published.data.map((listing) => listing.name)).toEqual(['Listed']);
    expect(published.meta.total).toBe(1);
  });
});

describe('retiring', () => {
  it('keeps a listing that families asked for care from, with their requests', async () => {
    const { id } = await create(ownerA);
    await ownerA.json(`${managePath(id)}/published`, 'PUT', { published: true });
    const asked = await server.request(`/api/marketplace/listings/${id}/care-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(careRequestBody()),
    });
    expect(asked.status, await asked.clone().text()).toBe(201);

    expect((await ownerA.request(managePath(id), { method: 'DELETE' })).status).toBe(204);
    expect((await server.request(`/api/marketplace/listings/${id}`)).status).toBe(404);
    const [kept] = await database.db
      .select({ published: marketplaceListings.published })
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, id));
    expect(kept).toEqual({ published: false });
    const requests = await database.db
      .select({ id: careRequests.id })
      .from(careRequests)
      .where(eq(careRequests.listingId, id));
    expect(requests).toHaveLength(1);
    // A retired listing takes no more changes.
    expect((await ownerA.json(managePath(id), 'PUT', listingInput())).status).toBe(404);
  });
});

describe('validation', () => {
  const fieldErrors = async (body: unknown) =>
    expectFieldErrors(await ownerA.json(listPath(agencyA), 'POST', body));

  it('refuses a price range upside down, hours backwards and services of another kind', async () => {
    const errors = await fieldErrors(
      listingInput({
        price: { minCents: 5000, maxCents: 4000, unit: 'hour' },
        opensAt: '18:00',
        closesAt: '09:00',
        services: ['private-room'],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['closesAt', 'price.maxCents', 'services']);
  });

  it('refuses coordinates out of range, a place missing and a malformed time', async () => {
    expect(await fieldErrors(listingInput({ latitude: 91 }))).toHaveProperty('latitude');
    expect(
      await fieldErrors(listingInput({ latitude: null, longitude: null, cityId: null })),
    ).toHaveProperty('cityId');
    expect(await fieldErrors(listingInput({ opensAt: '8am' }))).toHaveProperty('opensAt');
    expect(await fieldErrors({ name: '' })).toHaveProperty('product');
  });

  it('refuses ids that name nothing, or a care type of another kind of care', async () => {
    const errors = await fieldErrors(
      listingInput({
        languageIds: [refs.englishId, 999_999],
        careTypeIds: [refs.dayProgramTypeId],
        cityId: 999_999,
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['careTypeIds', 'cityId', 'languageIds']);
    expect(errors.languageIds?.[0]).toContain('999999');
  });

  it('refuses a page of more than 100', async () => {
    expect(
      await expectFieldErrors(await ownerA.request(`${listPath(agencyA)}?perPage=101`)),
    ).toHaveProperty('perPage');
  });

  it('writes nothing when refused', async () => {
    const before = await database.db.$count(marketplaceListings);
    await fieldErrors(listingInput({ languageIds: [999_999] }));
    expect(await database.db.$count(marketplaceListings)).toBe(before);
  });
});

describe('who may keep listings', () => {
  it("answers 404 for another agency's listings, by list and by id", async () => {
    const { id } = await create(ownerA);
    expect((await ownerB.request(listPath(agencyA))).status).toBe(404);
    expect((await ownerB.json(listPath(agencyA), 'POST', listingInput())).status).toBe(404);
    expect((await ownerB.request(managePath(id))).status).toBe(404);
    expect((await ownerB.json(managePath(id), 'PUT', listingInput())).status).toBe(404);
    expect(
      (await ownerB.json(`${managePath(id)}/published`, 'PUT', { published: true })).status,
    ).toBe(404);
    expect((await ownerB.request(managePath(id), { method: 'DELETE' })).status).toBe(404);
    const own = await expectBody<ListBody>(await ownerB.request(listPath(agencyB)), 200);
    expect(own.data.map((listing) => listing.id)).not.toContain(id);
  });

  it("lets an admin keep any agency's listings, and answers 404 for an agency that is not", async () => {
    const created = await create(admin, listingInput({ name: 'By admin' }), agencyB);
    const list = await expectBody<ListBody>(await admin.request(listPath(agencyB)), 200);
    expect(list.data.map((listing) => listing.id)).toContain(created.id);
    expect((await admin.request(listPath(999_999))).status).toBe(404);
  });

  it('refuses caregivers, partners and families (403) and visitors (401)', async () => {
    const { id } = await create(ownerA);
    const { db } = database;
    const partnerId = await createPartner(db);
    const outsiders: [Role, { agencyIds?: number[]; partnerId?: number }][] = [
      [Role.caregiver, { agencyIds: [agencyA] }],
      [Role.partner, { partnerId }],
      [Role.user, {}],
    ];
    for (const [role, more] of outsiders) {
      const user = await createUser(db, { role, ...more });
      const client = await signedInClient(server, user.email, user.password);
      expect((await client.request(listPath(agencyA))).status, Role.nameOf(role)).toBe(403);
      expect((await client.json(managePath(id), 'PUT', listingInput())).status).toBe(403);
    }
    const visitor = new BrowserClient(server);
    expect((await visitor.request(listPath(agencyA))).status).toBe(401);
    expect((await visitor.request(managePath(id), { method: 'DELETE' })).status).toBe(401);
  });
});
