import { HubMemberStatus, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createPartner, createUser } from '../../../../test/factories/identity.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { createHub, createMembership } from '../../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { patientCareTeam } from '../../../db/schema/index.ts';

// Whether someone reaches an owner's notes is asked in two places: the notes' HTTP routes (a
// list answers 200, or 404/403) and the owner's live channel (signed, or 403). Both must answer
// from the one reader rule, so for every relation to a patient and to a hub the two answers agree,
// and both equal what the rule says (decisions: "Notes: privacy, drafts, lists and logs").

const context = useTestServer();
const socketId = '1234.5678';
const clients = new Map<string, BrowserClient>();
let patientId: number;
let hubId: number;
let partnerHubId: number;

async function signIn(
  key: string,
  role: Role,
  options: { agencyIds?: number[]; partnerId?: number } = {},
) {
  const user = await createUser(context.db, { role, ...options });
  clients.set(key, await signedInClient(context.server, user.email, user.password));
  return user.id;
}

function client(key: string): BrowserClient {
  const found = clients.get(key);
  if (found === undefined) {
    throw new Error(`nobody signed in as ${key}`);
  }
  return found;
}

/** A list of the owner's notes is shown (200); any refusal (404, or 403 by role) is not. */
async function listsNotes(key: string, path: string): Promise<boolean> {
  const { status } = await client(key).request(path);
  expect([200, 403, 404], `${key} ${path}`).toContain(status);
  return status === 200;
}

/** The channel is signed (200); every refusal is a 403. */
async function joinsChannel(key: string, channel: string): Promise<boolean> {
  const { status } = await client(key).json('/broadcasting/auth', 'POST', {
    socket_id: socketId,
    channel_name: channel,
  });
  expect([200, 403], `${key} ${channel}`).toContain(status);
  return status === 200;
}

/** What each person gets from the list and from the channel. */
async function answers(keys: readonly string[], listPath: string, channel: string) {
  const pairs = await Promise.all(
    keys.map(async (key) => {
      const [list, live] = await Promise.all([
        listsNotes(key, listPath),
        joinsChannel(key, channel),
      ]);
      return [key, { list, live }] as const;
    }),
  );
  return Object.fromEntries(pairs);
}

/** Both answers as the rule says: the person reaches the owner, or does not. */
const expected = (reaches: Record<string, boolean>) =>
  Object.fromEntries(
    Object.entries(reaches).map(([key, reached]) => [key, { list: reached, live: reached }]),
  );

beforeAll(async () => {
  const { db } = context;
  const agencyId = await createAgency(db);
  const otherAgencyId = await createAgency(db);
  const partnerId = await createPartner(db);
  patientId = await createPatient(db, agencyId, { partnerId });
  hubId = await createHub(db, { agencyId });
  partnerHubId = await createHub(db, { partnerId });

  await signIn('admin', Role.admin);
  await signIn('owner', Role.agency, { agencyIds: [agencyId] });
  await signIn('agent', Role.agencyAgent, { agencyIds: [agencyId] });
  const nurse = await signIn('nurse', Role.caregiver, { agencyIds: [agencyId] });
  await signIn('offTeamCaregiver', Role.caregiver, { agencyIds: [agencyId] });
  // Still on the care team list, but working for another agency now.
  const leaver = await signIn('leftTheAgency', Role.caregiver, { agencyIds: [otherAgencyId] });
  await db.insert(patientCareTeam).values([
    { patientId, userId: nurse },
    { patientId, userId: leaver },
  ]);
  await signIn('partnerOwner', Role.partner, { partnerId });
  await signIn('partnerAgent', Role.partnerAgent, { partnerId });
  await signIn('otherPartner', Role.partner, { partnerId: await createPartner(db) });
  await signIn('otherAgencyOwner', Role.agency, { agencyIds: [otherAgencyId] });
  const member = await signIn('member', Role.user);
  const pending = await signIn('pendingMember', Role.user);
  const removed = await signIn('removedMember', Role.user);
  await createMembership(db, hubId, member);
  await createMembership(db, hubId, pending, HubMemberStatus.requestPending);
  await createMembership(db, hubId, removed, HubMemberStatus.removedByHub);
});

describe("the reader rule: a patient's notes and its live channel", () => {
  it('answer alike for every relation to the patient', async () => {
    const reaches = {
      admin: true,
      owner: true,
      agent: true,
      nurse: true,
      offTeamCaregiver: false,
      leftTheAgency: false,
      partnerOwner: true,
      partnerAgent: true,
      otherPartner: false,
      otherAgencyOwner: false,
      member: false,
    };
    expect(
      await answers(
        Object.keys(reaches),
        `/api/notes/${patientId}/0`,
        `private-encrypted-patients.${patientId}`,
      ),
    ).toEqual(expected(reaches));
  });

  it('refuse a patient that does not exist, even to an admin', async () => {
    expect(
      await answers(['admin'], '/api/notes/999999/0', 'private-encrypted-patients.999999'),
    ).toEqual(expected({ admin: false }));
  });
});

describe("the reader rule: a hub's notes and its presence channel", () => {
  it('answer alike for every relation to a hub an agency runs', async () => {
    const reaches = {
      admin: true,
      owner: true,
      agent: true,
      nurse: false,
      member: true,
      pendingMember: false,
      removedMember: false,
      otherAgencyOwner: false,
      partnerOwner: false,
    };
    expect(
      await answers(Object.keys(reaches), `/api/hub/notes/${hubId}/0`, `presence-hubs.${hubId}`),
    ).toEqual(expected(reaches));
  });

  it('answer alike for a hub a partner runs', async () => {
    const reaches = { partnerOwner: true, partnerAgent: true, otherPartner: false, owner: false };
    expect(
      await answers(
        Object.keys(reaches),
        `/api/hub/notes/${partnerHubId}/0`,
        `presence-hubs.${partnerHubId}`,
      ),
    ).toEqual(expected(reaches));
  });
});
