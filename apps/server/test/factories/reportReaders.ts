import { Role } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { type BrowserClient, signedInClient } from '../browserClient.ts';
import type { TestServer } from '../server.ts';
import { createAgency, createPartner, createUser } from './identity.ts';

export type ReportReader =
  | 'admin'
  | 'owner'
  | 'agent'
  | 'otherOwner'
  | 'partner'
  | 'caregiver'
  /** A family member (role `user`). */
  | 'family';

export type ReportReaders = {
  /** The agency whose records a report test counts; `otherAgencyId`'s must never show. */
  agencyId: number;
  otherAgencyId: number;
  clients: Record<ReportReader, BrowserClient>;
};

/** A signed-in client of each role a report test asks with, for the two agencies given. */
export async function signInReportReaders(
  db: Database,
  server: TestServer,
  { agencyId, otherAgencyId }: Omit<ReportReaders, 'clients'>,
): Promise<ReportReaders['clients']> {
  const partnerId = await createPartner(db);
  const specs: Record<ReportReader, Parameters<typeof createUser>[1]> = {
    admin: { role: Role.admin },
    owner: { role: Role.agency, agencyIds: [agencyId] },
    agent: { role: Role.agencyAgent, agencyIds: [agencyId] },
    otherOwner: { role: Role.agency, agencyIds: [otherAgencyId] },
    partner: { role: Role.partner, partnerId },
    caregiver: { role: Role.caregiver, agencyIds: [agencyId] },
    family: { role: Role.user },
  };
  const clients = {} as Record<ReportReader, BrowserClient>;
  for (const [name, spec] of Object.entries(specs) as [
    ReportReader,
    (typeof specs)[ReportReader],
  ][]) {
    const user = await createUser(db, spec);
    clients[name] = await signedInClient(server, user.email, user.password);
  }
  return clients;
}

/** Two agencies and a signed-in client of each role a report test asks with. */
export async function createReportReaders(
  db: Database,
  server: TestServer,
): Promise<ReportReaders> {
  const agencies = { agencyId: await createAgency(db), otherAgencyId: await createAgency(db) };
  return { ...agencies, clients: await signInReportReaders(db, server, agencies) };
}
