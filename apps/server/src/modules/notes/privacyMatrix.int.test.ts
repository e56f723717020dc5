import {
  listResponse,
  NotePrivacy,
  type NoteReaderFacts,
  noteAuthorSchema,
  noteSchema,
  Role,
  readsNote,
} from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type BrowserClient, signedInClient } from '../../../test/browserClient.ts';
import { createAgency, createPartner, createUser } from '../../../test/factories/identity.ts';
import { createNote } from '../../../test/factories/notes.ts';
import { createPatient } from '../../../test/factories/patients.ts';
import {
  createCluster,
  createHub,
  createMembership,
} from '../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../test/harness.ts';
import { bodyOf } from '../../../test/json.ts';

// THE policy matrix: for every privacy level and every relation a reader can have to a note's
// owner, lists, counts, single reads, authors lists and text search answer exactly as
// `readsNote` says. Each expectation is computed twice — from `readsNote` over the relation's
// facts, and from the hand-written table below — so a change to either the rule or the SQL fails.

const levels = NotePrivacy.codes;
const none: NoteReaderFacts = {
  readsOwner: false,
  isAuthor: false,
  onCareTeam: false,
  agencyStaff: false,
  partnerStaff: false,
  isAdmin: false,
};
const facts = (set: Partial<NoteReaderFacts>): NoteReaderFacts => ({ ...none, ...set });

type Relation = {
  facts: NoteReaderFacts;
  /** By hand: the levels whose signed notes this reader reads. */
  reads: readonly NotePrivacy[];
};

const { careTeam, author, anyone, agency, partner, administrator } = NotePrivacy;

const patientRelations = {
  author: {
    facts: facts({ readsOwner: true, isAuthor: true, onCareTeam: true }),
    reads: [careTeam, author, anyone, agency, partner, administrator],
  },
  careTeamCaregiver: {
    facts: facts({ readsOwner: true, onCareTeam: true }),
    reads: [careTeam, anyone],
  },
  sameAgencyOwner: {
    facts: facts({ readsOwner: true, agencyStaff: true }),
    reads: [anyone, agency, partner],
  },
  sameAgencyAgent: {
    facts: facts({ readsOwner: true, agencyStaff: true }),
    reads: [anyone, agency, partner],
  },
  otherAgencyOwner: { facts: none, reads: [] },
  linkedPartnerStaff: {
    facts: facts({ readsOwner: true, partnerStaff: true }),
    reads: [anyone, partner],
  },
  unlinkedPartner: { facts: none, reads: [] },
  admin: { facts: facts({ readsOwner: true, isAdmin: true }), reads: [anyone, administrator] },
  familyUser: { facts: none, reads: [] },
} satisfies Record<string, Relation>;

const hubRelations = {
  author: {
    facts: facts({ readsOwner: true, isAuthor: true }),
    reads: [careTeam, author, anyone, agency, partner, administrator],
  },
  runsTheHub: {
    facts: facts({ readsOwner: true, onCareTeam: true, agencyStaff: true }),
    reads: [careTeam, anyone, agency, partner],
  },
  member: { facts: facts({ readsOwner: true }), reads: [anyone] },
  partnerStaffMember: {
    facts: facts({ readsOwner: true, partnerStaff: true }),
    reads: [anyone, partner],
  },
  nonMember: { facts: none, reads: [] },
  admin: { facts: facts({ readsOwner: true, isAdmin: true }), reads: [anyone, administrator] },
} satisfies Record<string, Relation>;

/** The levels this relation reads, by the rule; the test first checks it equals the table. */
function readLevels(relation: Relation): NotePrivacy[] {
  return levels.filter((privacy) => readsNote(relation.facts, { privacy, signed: true }));
}

const listSchema = listResponse(noteSchema);
const authorsSchema = z.object({ data: z.array(noteAuthorSchema) });
/** A word only the note of this level holds, so a search finds it or nothing. */
const wordOf = (privacy: NotePrivacy) => `marker${privacy}zebra`;

const { database, server } = useTestServer();

type Fixture = {
  clients: Map<string, BrowserClient>;
  signed: Map<NotePrivacy, number>;
  drafts: number[];
  authorId: number;
};

async function user(role: Role, options: { agencyIds?: number[]; partnerId?: number } = {}) {
  return createUser(database.db, { role, ...options });
}

async function writeNotes(
  owner: Parameters<typeof createNote>[1],
  authorId: number,
): Promise<Pick<Fixture, 'signed' | 'drafts'>> {
  const signed = new Map<NotePrivacy, number>();
  const drafts: number[] = [];
  for (const privacy of levels) {
    const body = `Level ${privacy}: ${wordOf(privacy)} and the common word zebra.`;
    signed.set(privacy, await createNote(database.db, owner, authorId, { privacy, body }));
    drafts.push(await createNote(database.db, owner, authorId, { privacy, body, signed: false }));
  }
  return { signed, drafts };
}

async function clientsOf(users: Record<string, { email: string; password: string }>) {
  const clients = new Map<string, BrowserClient>();
  for (const [name, person] of Object.entries(users)) {
    clients.set(name, await signedInClient(server, person.email, person.password));
  }
  return clients;
}

let patientFixture: Fixture;
let patientId: number;
let hubFixture: Fixture;
let hubId: number;
let clusterId: number;

beforeAll(async () => {
  const agencyId = await createAgency(database.db);
  const otherAgencyId = await createAgency(database.db);
  const partnerId = await createPartner(database.db);
  const otherPartnerId = await createPartner(database.db);

  const patientUsers = {
    author: await user(Role.caregiver, { agencyIds: [agencyId] }),
    careTeamCaregiver: await user(Role.caregiver, { agencyIds: [agencyId] }),
    sameAgencyOwner: await user(Role.agency, { agencyIds: [agencyId] }),
    sameAgencyAgent: await user(Role.agencyAgent, { agencyIds: [agencyId] }),
    otherAgencyOwner: await user(Role.agency, { agencyIds: [otherAgencyId] }),
    linkedPartnerStaff: await user(Role.partnerAgent, { partnerId }),
    unlinkedPartner: await user(Role.partner, { partnerId: otherPartnerId }),
    admin: await user(Role.admin),
    familyUser: await user(Role.user),
  };
  patientId = await createPatient(database.db, agencyId, {
    partnerId,
    careTeamUserIds: [patientUsers.author.id, patientUsers.careTeamCaregiver.id],
  });
  patientFixture = {
    clients: await clientsOf(patientUsers),
    authorId: patientUsers.author.id,
    ...(await writeNotes({ kind: 'patient', patientId }, patientUsers.author.id)),
  };

  const hubUsers = {
    author: await user(Role.caregiver),
    runsTheHub: await user(Role.agencyAgent, { agencyIds: [agencyId] }),
    member: await user(Role.user),
    partnerStaffMember: await user(Role.partnerAgent, { partnerId: otherPartnerId }),
    nonMember: await user(Role.caregiver, { agencyIds: [agencyId] }),
    admin: patientUsers.admin,
  };
  hubId = await createHub(database.db, { agencyId });
  clusterId = await createCluster(database.db, hubId);
  for (const person of [hubUsers.author, hubUsers.member, hubUsers.partnerStaffMember]) {
    await createMembership(database.db, hubId, person.id);
  }
  hubFixture = {
    clients: await clientsOf(hubUsers),
    authorId: hubUsers.author.id,
    ...(await writeNotes({ kind: 'hub', hubId, clusterId }, hubUsers.author.id)),
  };
});

type Surface = {
  name: string;
  fixture: () => Fixture;
  relations: Record<string, Relation>;
  /** The list, authors and one-note paths of this kind of owner. */
  list: (isDraft: 0 | 1, query?: string) => string;
  authors: () => string;
  one: (id: number) => string;
};

const surfaces: Surface[] = [
  {
    name: 'patient notes',
    fixture: () => patientFixture,
    relations: patientRelations,
    list: (isDraft, query = '') => `/api/notes/${patientId}/${isDraft}${query}`,
    authors: () => `/api/notes/${patientId}/authors/list`,
    one: (id) => `/api/notes/${id}`,
  },
  {
    name: 'hub notes',
    fixture: () => hubFixture,
    relations: hubRelations,
    list: (isDraft, query = '') => `/api/hub/notes/${hubId}/${isDraft}${query}`,
    authors: () => `/api/hub/notes/${hubId}/authors/list`,
    one: (id) => `/api/hub/notes/${id}`,
  },
  {
    name: 'cluster notes',
    fixture: () => hubFixture,
    relations: hubRelations,
    list: (isDraft, query = '') =>
      `/api/shared-living-clusters/${clusterId}/notes/${isDraft}${query}`,
    authors: () => `/api/shared-living-clusters/${clusterId}/notes/authors/list`,
    one: (id) => `/api/hub/notes/${id}`,
  },
];

const hidden = [403, 404];

describe.each(surfaces)('$name', (surface) => {
  const cases = Object.entries(surface.relations).map(([name, relation]) => ({ name, relation }));

  describe.each(cases)('read by $name', ({ name, relation }) => {
    const client = () => surface.fixture().clients.get(name) as BrowserClient;
    const expectedIds = () => {
      const { signed } = surface.fixture();
      return readLevels(relation)
        .map((level) => signed.get(level) as number)
        .sort((a, b) => a - b);
    };
    const idsOf = (body: z.infer<typeof listSchema>) =>
      body.data.map((note) => note.id).sort((a, b) => a - b);

    it('the rule and the hand-written table agree', () => {
      expect(readLevels(relation)).toStrictEqual([...relation.reads]);
    });

    it('lists exactly the notes it reads, and counts them', async () => {
      const response = await client().request(surface.list(0, '?perPage=100'));
      if (!relation.facts.readsOwner) {
        expect(hidden).toContain(response.status);
        return;
      }
      expect(response.status).toBe(200);
      const body = await bodyOf(response, listSchema);
      expect(idsOf(body)).toStrictEqual(expectedIds());
      expect(body.meta.total).toBe(expectedIds().length);
    });

    it('opens exactly the notes it reads; other notes are absent', async () => {
      const { signed } = surface.fixture();
      for (const privacy of levels) {
        const response = await client().request(surface.one(signed.get(privacy) as number));
        if (readsNote(relation.facts, { privacy, signed: true })) {
          expect(response.status, `level ${privacy}`).toBe(200);
        } else {
          expect(hidden, `level ${privacy}`).toContain(response.status);
        }
      }
    });

    it('finds by text only the notes it reads', async () => {
      const common = await client().request(surface.list(0, '?q=zebra&perPage=100'));
      if (!relation.facts.readsOwner) {
        expect(hidden).toContain(common.status);
        return;
      }
      const body = await bodyOf(common, listSchema);
      expect(idsOf(body)).toStrictEqual(expectedIds());
      expect(body.meta.total).toBe(expectedIds().length);
      for (const privacy of levels) {
        const one = await bodyOf(
          await client().request(surface.list(0, `?q=${wordOf(privacy)}`)),
          listSchema,
        );
        const readable = readsNote(relation.facts, { privacy, signed: true });
        expect(one.meta.total, `level ${privacy}`).toBe(readable ? 1 : 0);
      }
    });

    it('sees drafts only when it is their author', async () => {
      const { drafts } = surface.fixture();
      const response = await client().request(surface.list(1, '?perPage=100'));
      if (!relation.facts.readsOwner) {
        expect(hidden).toContain(response.status);
      } else {
        const body = await bodyOf(response, listSchema);
        const expected = relation.facts.isAuthor ? [...drafts].sort((a, b) => a - b) : [];
        expect(idsOf(body)).toStrictEqual(expected);
        expect(body.meta.total).toBe(expected.length);
      }
      for (const id of drafts) {
        const one = await client().request(surface.one(id));
        if (relation.facts.isAuthor) {
          expect(one.status).toBe(200);
        } else {
          expect(hidden).toContain(one.status);
        }
      }
    });

    it('names the author with the count of the notes it reads (its own drafts included)', async () => {
      const response = await client().request(surface.authors());
      if (!relation.facts.readsOwner) {
        expect(hidden).toContain(response.status);
        return;
      }
      const body = await bodyOf(response, authorsSchema);
      const drafts = relation.facts.isAuthor ? levels.length : 0;
      const count = expectedIds().length + drafts;
      expect(body.data.map((entry) => ({ id: entry.id, count: entry.count }))).toStrictEqual(
        count === 0 ? [] : [{ id: surface.fixture().authorId, count }],
      );
    });
  });
});
