import { CaregiverStatus, canMoveCaregiver, Role } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { caregiverRow, createCaregiver } from '../../../../test/factories/caregivers.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { useTestServer } from '../../../../test/harness.ts';

const { database, server } = useTestServer();
let owner: BrowserClient;
let agent: BrowserClient;
let agencyId: number;

type History = {
  data: {
    from: string | null;
    to: string;
    reason: string | null;
    changedBy: { id: number; name: string } | null;
    changedAt: string;
  }[];
  meta: { total: number };
};

const move = (client: BrowserClient, id: number, status: string, reason?: string) =>
  client.json(`/api/caregivers/${id}/status`, 'POST', { status, reason });

async function historyOf(id: number, query = ''): Promise<History> {
  const response = await owner.request(`/api/caregivers/${id}/status-history${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as History;
}

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  const ownerUser = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  const agentUser = await createUser(database.db, {
    role: Role.agencyAgent,
    agencyIds: [agencyId],
  });
  owner = await signedInClient(server, ownerUser.email, ownerUser.password);
  agent = await signedInClient(server, agentUser.email, agentUser.password);
});

describe('POST /api/caregivers/:id/status', () => {
  const pairs = CaregiverStatus.codes.flatMap((from) =>
    CaregiverStatus.codes.map((to) => [from, to] as const),
  );

  it.each(pairs)('from %s to %s follows the transition table', async (from, to) => {
    const id = await createCaregiver(database.db, agencyId, { status: from });
    const response = await move(owner, id, to, 'Checked references and interview.');
    const allowed = canMoveCaregiver(from, to);
    expect(response.status).toBe(allowed ? 200 : 409);
    const row = await caregiverRow(database.db, id);
    expect(row?.status).toBe(allowed ? to : from);
    if (!allowed) {
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('conflict');
      expect(body.message).toMatch(/^A caregiver who is .+ cannot be moved to .+\.$/);
    }
  });

  it('records who moved the caregiver, when and why, newest first', async () => {
    const id = await createCaregiver(database.db, agencyId);
    const before = Date.now();
    const hired = await move(agent, id, 'hired', 'Strong references');
    expect(hired.status).toBe(200);
    expect(((await hired.json()) as { data: { status: string } }).data.status).toBe('hired');
    expect((await move(owner, id, 'offBoarded', 'Moved to another province')).status).toBe(200);

    const history = await historyOf(id);
    expect(history.meta.total).toBe(3);
    expect(history.data.map((entry) => [entry.from, entry.to, entry.reason])).toEqual([
      ['hired', 'offBoarded', 'Moved to another province'],
      ['pending', 'hired', 'Strong references'],
      [null, 'pending', null],
    ]);
    expect(history.data[0]?.changedBy?.name).toBe('Test agency');
    expect(history.data[1]?.changedBy?.name).toBe('Test agencyAgent');
    const changedAt = Date.parse(history.data[1]?.changedAt ?? '');
    expect(changedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(changedAt).toBeLessThanOrEqual(Date.now() + 1000);

    const paged = await historyOf(id, '?perPage=1&page=2');
    expect(paged.data.map((entry) => entry.to)).toEqual(['hired']);
    const tooMany = await owner.request(`/api/caregivers/${id}/status-history?perPage=101`);
    expect(tooMany.status).toBe(422);
  });

  it('wants a reason to turn someone down or let them go, and records none of a refused change', async () => {
    const id = await createCaregiver(database.db, agencyId);
    const response = await move(owner, id, 'notHired');
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors).toEqual({ reason: ['caregivers:validation.reasonRequired'] });
    expect((await move(owner, id, 'offBoarded', 'x')).status).toBe(409);
    expect((await historyOf(id)).meta.total).toBe(1);
  });

  it.each([
    ['an unknown status', { status: 'fired' }, 'status'],
    ['no status', {}, 'status'],
    ['a status code as a number', { status: 2 }, 'status'],
    ['a too-long reason', { status: 'hired', reason: 'x'.repeat(501) }, 'reason'],
  ])('refuses %s with a field error', async (_case, body, field) => {
    const id = await createCaregiver(database.db, agencyId);
    const response = await owner.json(`/api/caregivers/${id}/status`, 'POST', body);
    expect(response.status).toBe(422);
    const errors = ((await response.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toContain(field);
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const id = await createCaregiver(database.db, agencyId);
    const answers = await Promise.all([
      move(owner, id, 'hired'),
      move(agent, id, 'notHired', 'Position filled'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await historyOf(id)).meta.total).toBe(2);
  });
});
