import { type ProductWrite, Role, type SubscriptionCreate } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { type BrowserClient, signedInClient } from '../browserClient.ts';
import type { TestServer } from '../server.ts';
import { createAgency, createPartner, createUser } from './identity.ts';

/** One signed-in client per role, each belonging where that role belongs (agency, partner). */
export async function clientsByRole(
  db: Database,
  server: TestServer,
): Promise<Map<Role, BrowserClient>> {
  const agencyId = await createAgency(db);
  const partnerId = await createPartner(db);
  const partnerRoles: readonly Role[] = [Role.partner, Role.partnerAgent];
  const clients = new Map<Role, BrowserClient>();
  for (const role of Role.codes) {
    const user = await createUser(db, {
      role,
      agencyIds: [agencyId],
      partnerId: partnerRoles.includes(role) ? partnerId : null,
    });
    clients.set(role, await signedInClient(server, user.email, user.password));
  }
  return clients;
}

let sequence = 0;

/** A valid new product; each call's names differ, so a test finds its own in a list. */
export function newProduct(overrides: Partial<ProductWrite> = {}): ProductWrite {
  sequence += 1;
  const name = `Test plan ${sequence}`;
  return {
    names: { 'en-US': name, 'en-CA': name, 'es-ES': `Plan de prueba ${sequence}` },
    descriptions: {
      'en-US': 'For tests.',
      'en-CA': 'For tests.',
      'es-ES': 'Para pruebas.',
    },
    buyerKinds: ['agency'],
    priceCents: 4_900,
    currency: 'CAD',
    unitOfMeasure: 3,
    entitlements: { listingSlots: 1, staffSeats: 5 },
    trialDays: 14,
    ...overrides,
  };
}

export type OrganisationOwner = {
  client: BrowserClient;
  organisation: { kind: 'agency' | 'partner'; id: number };
};

/** A new agency (or partner) and its owner, signed in. */
export async function organisationOwner(
  db: Database,
  server: TestServer,
  kind: 'agency' | 'partner' = 'agency',
): Promise<OrganisationOwner> {
  if (kind === 'agency') {
    const agencyId = await createAgency(db);
    const owner = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
    return {
      client: await signedInClient(server, owner.email, owner.password),
      organisation: { kind, id: agencyId },
    };
  }
  const partnerId = await createPartner(db);
  const owner = await createUser(db, { role: Role.partner, partnerId });
  return {
    client: await signedInClient(server, owner.email, owner.password),
    organisation: { kind, id: partnerId },
  };
}

/** A subscription request in invoice mode, billed in advance, for an Ontario address. */
export function newSubscription(
  productId: number,
  overrides: Partial<SubscriptionCreate> = {},
): SubscriptionCreate {
  return {
    productId,
    paymentMode: 2,
    invoiceSchedule: 1,
    country: 'CA',
    province: 'ON',
    ...overrides,
  };
}
