import { Role } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { type BrowserClient, signedInClient } from '../browserClient.ts';
import type { TestServer } from '../server.ts';
import { caregiverReferences, createCaregiver } from './caregivers.ts';
import { createUser } from './identity.ts';

/** A hired caregiver of `agencyId` with their own account, signed in; `profile` is the profile id. */
export async function signedInCaregiver(
  db: Database,
  server: TestServer,
  agencyId: number,
  profession: 'psw' | 'rpn' | 'rn',
): Promise<{ client: BrowserClient; profile: number; userId: number }> {
  const user = await createUser(db, { role: Role.caregiver, agencyIds: [agencyId] });
  const references = await caregiverReferences(db);
  const profile = await createCaregiver(db, agencyId, {
    status: 'hired',
    userId: user.id,
    professionId: references.professions[profession],
  });
  return {
    client: await signedInClient(server, user.email, user.password),
    profile,
    userId: user.id,
  };
}

/** An agency owner (or agent) of `agencyId`, signed in. */
export async function signedInStaff(
  db: Database,
  server: TestServer,
  agencyId: number,
  role: Role = Role.agency,
): Promise<BrowserClient> {
  const user = await createUser(db, { role, agencyIds: [agencyId] });
  return signedInClient(server, user.email, user.password);
}
