import { Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createVisit, hoursAgo } from '../../../../test/factories/evv.ts';
import { createPartner, createUser } from '../../../../test/factories/identity.ts';
import {
  createCaregiverAccount,
  createQualifiedCaregiver,
  createShiftAgency,
} from '../../../../test/factories/shifts.ts';
import { useTestServer } from '../../../../test/harness.ts';

type Caller = 'anonymous' | 'otherAgency' | keyof typeof Role.values;
const roleNames = Object.keys(Role.values) as (keyof typeof Role.values)[];

const { database, server } = useTestServer();
let agencyId: number;
let shiftId: number;
const clients = new Map<Caller, BrowserClient>();

// Every role as close to the visit as it can be: staff of its agency, its own caregiver, partner
// staff of a partner; and the owner of another agency.
beforeAll(async () => {
  const agency = await createShiftAgency(database.db);
  const other = await createShiftAgency(database.db);
  agencyId = agency.agencyId;
  const partnerId = await createPartner(database.db);
  const caregiverId = await createQualifiedCaregiver(database.db, agencyId);
  clients.set('anonymous', new BrowserClient(server));
  for (const name of roleNames) {
    const role = Role.values[name];
    const user =
      role === Role.caregiver
        ? await createCaregiverAccount(database.db, agencyId, caregiverId)
        : await createUser(database.db, {
            role,
            agencyIds: role === Role.agency || role === Role.agencyAgent ? [agencyId] : [],
            partnerId: role === Role.partner || role === Role.partnerAgent ? partnerId : null,
          });
    clients.set(name, await signedInClient(server, user.email, user.password));
  }
  clients.set('otherAgency', await signedInClient(server, other.owner.email, other.owner.password));
  shiftId = await createVisit(database.db, agency.assessmentId, caregiverId, {
    startsAt: hoursAgo(30),
    endsAt: hoursAgo(27),
    checkInAt: hoursAgo(30),
    checkOutAt: hoursAgo(27),
  });
});

const clientOf = (caller: Caller) => {
  const client = clients.get(caller);
  if (client === undefined) {
    throw new Error(`no client for ${caller}`);
  }
  return client;
};

const exportPath = () => `/api/agencies/${agencyId}/evv/visits?from=2026-03-01&to=2026-03-31`;

// A change with no codes: the roles let through reach the validation (422) and change nothing.
const endpoints: { name: string; call: (c: BrowserClient) => Promise<Response>; ok: number }[] = [
  { name: 'GET evv record', call: (c) => c.request(`/api/shifts/${shiftId}/evv`), ok: 200 },
  { name: 'GET changes', call: (c) => c.request(`/api/shifts/${shiftId}/changes`), ok: 200 },
  {
    name: 'POST change',
    call: (c) => c.json(`/api/shifts/${shiftId}/changes`, 'POST', {}),
    ok: 422,
  },
  { name: 'GET export', call: (c) => c.request(exportPath()), ok: 200 },
  {
    name: 'GET export CSV',
    call: (c) => c.request(exportPath().replace('/visits?', '/visits.csv?')),
    ok: 200,
  },
];

const expected = (caller: Caller, ok: number): number => {
  switch (caller) {
    case 'anonymous':
      return 401;
    case 'admin':
    case 'agency':
    case 'agencyAgent':
      return ok;
    case 'otherAgency':
      return ok === 422 ? 422 : 404;
    default:
      return 403;
  }
};

describe.each(endpoints)('$name', ({ call, ok }) => {
  it.each(['anonymous', 'otherAgency', ...roleNames] as Caller[])(
    'answers %s as its role allows',
    async (caller) => {
      expect((await call(clientOf(caller))).status).toBe(expected(caller, ok));
    },
  );
});

it("another agency's owner finds no visit to change", async () => {
  const response = await clientOf('otherAgency').json(`/api/shifts/${shiftId}/changes`, 'POST', {
    reason: 'dataEntryError',
    resolution: 'documentationOnFile',
    checkIn: { at: hoursAgo(29).toISOString() },
  });
  expect(response.status).toBe(404);
});
