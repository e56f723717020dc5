import { HubMemberStatus, OrganisationKind, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createProvider } from '../../../../test/factories/providers.ts';
import { createHub } from '../../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';

// A host home's provider asks to join a hub, the hub's owner accepts, and the provider later asks
// to leave, as any member does. A day program's provider has no home to share: refused.

const { database, server } = useTestServer();
type Provider = Awaited<ReturnType<typeof createProvider>>;
let hubId: number;
let host: Provider;
let dayProgram: Provider;
let hubOwner: BrowserClient;

type Mine = { data: { status: number | null } };

const selfMove = (provider: Provider, to: HubMemberStatus) =>
  provider.client.json(`/api/shared-living-hubs/${hubId}/membership/status`, 'POST', { to });

beforeAll(async () => {
  const { db } = database;
  const agencyId = await createAgency(db);
  hubId = await createHub(db, { agencyId });
  const owner = await createUser(db, { role: Role.agency, agencyIds: [agencyId] });
  hubOwner = await signedInClient(server, owner.email, owner.password);
  host = await createProvider(db, server, OrganisationKind.hostHome);
  dayProgram = await createProvider(db, server, OrganisationKind.adultDayProgram);
});

describe("a host home's hub membership", () => {
  it('finds the hub in the directory', async () => {
    const body = await expectBody<{ data: { id: number }[] }>(
      await host.client.request('/api/shared-living-hubs?perPage=100'),
      200,
    );
    expect(body.data.map((hub) => hub.id)).toContain(hubId);
  });

  it('asks to join, is accepted by the hub, and asks to leave', async () => {
    const asked = await expectBody<Mine>(await selfMove(host, HubMemberStatus.requestPending), 200);
    expect(asked.data.status).toBe(HubMemberStatus.requestPending);

    await expectBody(
      await hubOwner.json(
        `/api/shared-living-hubs/${hubId}/members/${host.user.id}/status`,
        'POST',
        {
          to: HubMemberStatus.member,
        },
      ),
      200,
    );
    const mine = await expectBody<Mine>(
      await host.client.request(`/api/shared-living-hubs/${hubId}/membership`),
      200,
    );
    expect(mine.data.status).toBe(HubMemberStatus.member);

    const leaving = await expectBody<Mine>(
      await selfMove(host, HubMemberStatus.requestDelete),
      200,
    );
    expect(leaving.data.status).toBe(HubMemberStatus.requestDelete);
    // Asking again for what is already asked is a move the table lacks.
    expect((await selfMove(host, HubMemberStatus.requestDelete)).status).toBe(409);
  });

  it("refuses a day program's provider, who has no home to share", async () => {
    const errors = await expectFieldErrors(
      await selfMove(dayProgram, HubMemberStatus.requestPending),
    );
    expect(Object.keys(errors)).toEqual(['userId']);
  });
});
