import { type CareInvoice, Role } from '@hearth/domain';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { type BrowserClient, signedInClient } from '../browserClient.ts';
import type { TestServer } from '../server.ts';
import { createAgency, createUser } from './identity.ts';
import { createPayer } from './organisations.ts';
import { createContact, createPatient } from './patients.ts';

/**
 * Two agencies and everyone who may or may not see their invoices: Maple's owner and agent, Cedar's
 * owner, an admin, a caregiver, and a family user who is a contact of Maple's patient `linked`.
 */
export async function careInvoiceWorld(db: Database, server: TestServer) {
  const client = async (role: Role, agencyIds: number[] = []): Promise<BrowserClient> => {
    const user = await createUser(db, { role, agencyIds });
    return signedInClient(server, user.email, user.password);
  };
  const maple = await createAgency(db, 'Maple Home Care');
  const cedar = await createAgency(db, 'Cedar Care');
  const familyUser = await createUser(db, { role: Role.user });
  const linked = await createPatient(db, maple, { firstName: 'Rose', lastName: 'Tremblay' });
  await createContact(db, linked, { name: 'Anne Tremblay', userId: familyUser.id });
  return {
    maple,
    cedar,
    linked,
    otherPatient: await createPatient(db, maple),
    cedarPatient: await createPatient(db, cedar),
    payer: await createPayer(db, { name: 'Ontario Health atHome Test' }),
    admin: await client(Role.admin),
    ownerMaple: await client(Role.agency, [maple]),
    agentMaple: await client(Role.agencyAgent, [maple]),
    ownerCedar: await client(Role.agency, [cedar]),
    caregiverMaple: await client(Role.caregiver, [maple]),
    family: await signedInClient(server, familyUser.email, familyUser.password),
    strangerFamily: await client(Role.user),
  };
}

/** Issues drafts through the API and answers the issued invoices. */
export async function issueInvoices(
  client: BrowserClient,
  invoiceIds: number[],
): Promise<CareInvoice[]> {
  const response = await client.json('/api/invoices/issue', 'POST', { invoiceIds });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { data: CareInvoice[] }).data;
}
