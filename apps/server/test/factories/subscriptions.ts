import {
  itemResponse,
  listResponse,
  type Product,
  productSchema,
  Role,
  type SubscriptionPayment,
  subscriptionPaymentSchema,
  subscriptionSchema,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { auditLog, subscriptionPayments } from '../../src/db/schema/index.ts';
import type { BrowserClient } from '../browserClient.ts';
import { bodyOf } from '../json.ts';
import type { TestServer } from '../server.ts';
import {
  clientsByRole,
  newProduct,
  newSubscription,
  type OrganisationOwner,
  organisationOwner,
} from './billing.ts';

/** What the subscription tests share: a client per role and the steps of buying a membership. */
export async function subscriptionWorld(db: Database, server: TestServer) {
  const clients = await clientsByRole(db, server);
  const admin = clients.get(Role.admin) as BrowserClient;

  async function product(overrides: Parameters<typeof newProduct>[0] = {}): Promise<Product> {
    const response = await admin.json('/api/products', 'POST', newProduct(overrides));
    expect(response.status, await response.clone().text()).toBe(201);
    return (await bodyOf(response, itemResponse(productSchema))).data;
  }

  async function subscribe(by: OrganisationOwner, body: object) {
    const response = await by.client.json('/api/subscriptions', 'POST', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await bodyOf(response, itemResponse(subscriptionSchema))).data;
  }

  async function paymentsOf(client: BrowserClient, query = ''): Promise<SubscriptionPayment[]> {
    const response = await client.request(`/api/subscription-payments${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await bodyOf(response, listResponse(subscriptionPaymentSchema))).data;
  }

  const owner = (kind: 'agency' | 'partner' = 'agency') => organisationOwner(db, server, kind);

  return {
    clients,
    admin,
    owner,
    product,
    subscribe,
    paymentsOf,

    paymentsOfSubscription: (subscriptionId: number) =>
      db
        .select()
        .from(subscriptionPayments)
        .where(eq(subscriptionPayments.subscriptionId, subscriptionId)),

    auditActions: async (subjectType: string, subjectId: number) =>
      (
        await db
          .select({ action: auditLog.action })
          .from(auditLog)
          .where(
            and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, String(subjectId))),
          )
          .orderBy(auditLog.id)
      ).map((row) => row.action),

    /** A subscription billed in advance, with no trial: its first invoice is issued at once. */
    async invoicedSubscription(price = 4_990) {
      const by = await owner();
      const plan = await product({ priceCents: price, trialDays: 0 });
      const subscription = await subscribe(by, newSubscription(plan.id));
      const [payment] = await paymentsOf(by.client);
      if (payment === undefined) {
        throw new Error('no payment issued');
      }
      return { by, plan, subscription, payment };
    },
  };
}
