import { OrganisationKind, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { agencies, users } from '../../src/db/schema/index.ts';
import { signedInClient } from '../browserClient.ts';
import type { TestServer } from '../server.ts';
import { createAgency, createUser } from './identity.ts';

/** An independent provider's organisation (a day program by default) and its signed-in provider. */
export async function createProvider(
  db: Database,
  server: TestServer,
  kind: OrganisationKind = OrganisationKind.adultDayProgram,
) {
  const organisationId = await createAgency(db);
  await db.update(agencies).set({ kind }).where(eq(agencies.id, organisationId));
  const user = await createUser(db, { role: Role.provider, agencyIds: [organisationId] });
  // The user factory names an organisation for agency staff only; a provider runs this one.
  await db.update(users).set({ agencyId: organisationId }).where(eq(users.id, user.id));
  return {
    organisationId,
    user,
    client: await signedInClient(server, user.email, user.password),
  };
}
