import { itemResponse, listResponse, type Product, productSchema, Role } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient } from '../../../../test/browserClient.ts';
import { clientsByRole, newProduct } from '../../../../test/factories/billing.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { auditLog, membershipProducts } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const visitor = () => new BrowserClient(server);
let clients: Map<Role, BrowserClient>;
let admin: BrowserClient;

beforeAll(async () => {
  clients = await clientsByRole(database.db, server);
  admin = clients.get(Role.admin) as BrowserClient;
});

async function created(body: object): Promise<Product> {
  const response = await admin.json('/api/products', 'POST', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await bodyOf(response, itemResponse(productSchema))).data;
}

async function listed(query = ''): Promise<number[]> {
  const response = await visitor().request(`/api/products${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await bodyOf(response, listResponse(productSchema))).data.map((product) => product.id);
}

const auditActions = async (productId: number) =>
  (
    await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, 'membershipProduct'),
          eq(auditLog.subjectId, String(productId)),
        ),
      )
      .orderBy(auditLog.id)
  ).map((row) => row.action);

describe('the catalogue anyone may read', () => {
  let agencyCad: Product;
  let agencyUsd: Product;
  let partnerCad: Product;
  let forEveryone: Product;

  beforeAll(async () => {
    agencyCad = await created(newProduct({ priceCents: 4_900 }));
    agencyUsd = await created(newProduct({ priceCents: 3_900, currency: 'USD' }));
    partnerCad = await created(newProduct({ buyerKinds: ['partner'], priceCents: 9_900 }));
    forEveryone = await created(
      newProduct({ buyerKinds: ['agency', 'partner', 'provider'], priceCents: 2_500 }),
    );
  });

  it('gives each product in full, in every locale, its price in integer cents', async () => {
    const response = await visitor().request(`/api/products/${agencyCad.id}`);
    const { data } = await bodyOf(response, itemResponse(productSchema));
    expect(data).toStrictEqual({ ...newProductShape(data), id: agencyCad.id, retiredAt: null });
    expect(data.priceCents).toBe(4_900);
    expect(data.names['es-ES']).toMatch(/^Plan de prueba/);
  });

  it('filters by who may buy and by currency, cheapest first within a currency', async () => {
    expect(await listed('?kind=agency&currency=CAD')).toStrictEqual([forEveryone.id, agencyCad.id]);
    expect(await listed('?kind=partner')).toStrictEqual([forEveryone.id, partnerCad.id]);
    expect(await listed('?kind=provider')).toStrictEqual([forEveryone.id]);
    expect(await listed('?currency=USD')).toStrictEqual([agencyUsd.id]);
  });

  it('refuses unknown filters with 422', async () => {
    for (const query of ['kind=family', 'currency=EUR', 'active=maybe']) {
      const response = await visitor().request(`/api/products?${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys(await fieldErrorsOf(response))).toStrictEqual([query.split('=')[0]]);
    }
    expect((await visitor().request('/api/products/0')).status).toBe(422);
    expect((await visitor().request('/api/products/999999')).status).toBe(404);
  });
});

/** What `newProduct` sent, read back from an answer: everything but the id and retirement. */
function newProductShape(product: Product) {
  const { id: _id, retiredAt: _retiredAt, ...written } = product;
  return written;
}

describe('changing the catalogue', () => {
  it('adds a product and records who did it', async () => {
    const body = newProduct({ unitOfMeasure: 2, trialDays: 0 });
    const product = await created(body);
    expect(newProductShape(product)).toStrictEqual(body);
    expect(await auditActions(product.id)).toStrictEqual(['billing.product.created']);
  });

  it('changes a price from now on, audited', async () => {
    const product = await created(newProduct());
    const response = await admin.json(`/api/products/${product.id}`, 'PATCH', {
      priceCents: 5_900,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { data } = await bodyOf(response, itemResponse(productSchema));
    expect(data).toStrictEqual({ ...product, priceCents: 5_900 });
    expect(await auditActions(product.id)).toStrictEqual([
      'billing.product.created',
      'billing.product.updated',
    ]);
  });

  it('retires instead of deleting: off sale, still readable, not retired twice', async () => {
    const product = await created(newProduct({ currency: 'USD', buyerKinds: ['provider'] }));
    const retire = await admin.json(`/api/products/${product.id}/retire`, 'POST');
    expect(retire.status, await retire.clone().text()).toBe(200);
    const { data } = await bodyOf(retire, itemResponse(productSchema));
    expect(data.retiredAt).not.toBeNull();

    expect(await listed('?kind=provider&currency=USD')).not.toContain(product.id);
    expect(await listed('?kind=provider&currency=USD&active=false')).toContain(product.id);
    expect((await visitor().request(`/api/products/${product.id}`)).status).toBe(200);
    expect((await admin.json(`/api/products/${product.id}/retire`, 'POST')).status).toBe(409);
    expect((await admin.json('/api/products/999999/retire', 'POST')).status).toBe(404);
    expect((await admin.json('/api/products/999999', 'PATCH', { trialDays: 1 })).status).toBe(404);
    expect(await auditActions(product.id)).toStrictEqual([
      'billing.product.created',
      'billing.product.retired',
    ]);
  });

  it('refuses bad input with 422 on the field, writing nothing', async () => {
    const countBefore = (await database.db.select().from(membershipProducts)).length;
    const refused = async (body: object) => {
      const response = await admin.json('/api/products', 'POST', body);
      expect(response.status).toBe(422);
      return Object.keys(await fieldErrorsOf(response));
    };
    const valid = newProduct();
    expect(await refused({ ...valid, priceCents: 49.5 })).toStrictEqual(['priceCents']);
    expect(await refused({ ...valid, priceCents: -1 })).toStrictEqual(['priceCents']);
    expect(await refused({ ...valid, priceCents: '4900' })).toStrictEqual(['priceCents']);
    expect(await refused({ ...valid, currency: 'EUR' })).toStrictEqual(['currency']);
    expect(await refused({ ...valid, unitOfMeasure: 4 })).toStrictEqual(['unitOfMeasure']);
    expect(await refused({ ...valid, buyerKinds: [] })).toStrictEqual(['buyerKinds']);
    expect(await refused({ ...valid, buyerKinds: ['agency', 'agency'] })).toStrictEqual([
      'buyerKinds',
    ]);
    expect(await refused({ ...valid, names: { 'en-US': 'Only one' } })).toStrictEqual([
      'names.en-CA',
      'names.es-ES',
    ]);
    expect(
      await refused({ ...valid, entitlements: { listingSlots: -1, staffSeats: 1 } }),
    ).toStrictEqual(['entitlements.listingSlots']);
    expect(await refused({ ...valid, trialDays: 400 })).toStrictEqual(['trialDays']);
    expect((await database.db.select().from(membershipProducts)).length).toBe(countBefore);
  });
});

describe('who may change the catalogue', () => {
  it('refuses visitors with 401 and every role but administrators with 403', async () => {
    const product = await created(newProduct());
    const writes = [
      ['/api/products', 'POST'],
      [`/api/products/${product.id}`, 'PATCH'],
      [`/api/products/${product.id}/retire`, 'POST'],
    ] as const;
    for (const [path, method] of writes) {
      expect((await visitor().json(path, method, { trialDays: 1 })).status).toBe(401);
      for (const [role, client] of clients) {
        if (role !== Role.admin) {
          const status = (await client.json(path, method, { trialDays: 1 })).status;
          expect(status, `${Role.nameOf(role)} ${method} ${path}`).toBe(403);
        }
      }
    }
    expect(await auditActions(product.id)).toStrictEqual(['billing.product.created']);
  });
});
