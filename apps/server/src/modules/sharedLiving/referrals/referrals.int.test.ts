import {
  itemResponse,
  listResponse,
  ReferralCloseReason,
  type ReferralDetail,
  ReferralStatus,
  ReferralValidation,
  referralCloseReasonSchema,
  referralDetailSchema,
  referralSchema,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCoordinator } from '../../../../test/factories/organisations.ts';
import {
  createReferral,
  useReferralWorld,
  type WorldRole,
} from '../../../../test/factories/referrals.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog } from '../../../db/schema/index.ts';

const world = useReferralWorld();

const call = (role: WorldRole, path: string, method = 'GET', body?: unknown) =>
  world.clients[role].json(path, method, body);

const person = (overrides: Record<string, unknown> = {}) => ({
  hubId: world.hubId,
  firstName: 'Rosa',
  lastName: 'Delgado',
  dateOfBirth: '1948-03-02',
  phone: '416-555-0199',
  needs: 'Help with meals and medication reminders',
  hospitalAdmittedOn: '2026-01-05',
  hospitalDischargeOn: '2026-01-20',
  ...overrides,
});

async function refer(role: WorldRole, overrides: Record<string, unknown> = {}) {
  const response = await call(role, '/api/shared-living/referrals', 'POST', person(overrides));
  return itemResponse(referralDetailSchema).parse(await expectBody(response, 201)).data;
}

const listOf = async (role: WorldRole, query = '') =>
  listResponse(referralSchema).parse(
    await expectBody(await call(role, `/api/shared-living/referrals${query}`), 200),
  );

describe('referring a person', () => {
  it('by partner staff: for their own partner whatever they send, with a created event', async () => {
    const referral = await refer('partnerAgent', { partnerId: world.otherPartnerId });
    expect(referral.partner?.id).toBe(world.partnerId);
    expect(referral.hub.id).toBe(world.hubId);
    expect(referral.status).toBe(ReferralStatus.open);
    expect(referral.party).toBe('referrer');
    expect(referral.moves).toEqual([ReferralStatus.closed]);
    expect(referral.milestones.hospitalDischargeOn).toBe('2026-01-20');
    expect(referral.timeline).toEqual([
      expect.objectContaining({
        kind: 'created',
        toStatus: ReferralStatus.open,
        actor: { id: world.users.partnerAgent.id, name: expect.any(String) },
      }),
    ]);
  });

  it('by the hub, naming the referring partner or none; by an admin likewise', async () => {
    const byHub = await refer('hubOwner', { partnerId: world.partnerId });
    expect(byHub.partner?.id).toBe(world.partnerId);
    expect(byHub.party).toBe('hub');
    const byAdmin = await refer('admin');
    expect(byAdmin.partner).toBeNull();
  });

  it('refuses a hub that does not exist, or one another agency runs, as unknown (422)', async () => {
    for (const [role, hubId] of [
      ['partner', 999_999],
      ['otherAgency', world.hubId],
    ] as const) {
      const errors = await expectFieldErrors(
        await call(role, '/api/shared-living/referrals', 'POST', person({ hubId })),
      );
      expect(errors.hubId).toEqual([ReferralValidation.unknownHub]);
    }
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const before = (await listOf('admin')).meta.total;
    const errors = await expectFieldErrors(
      await call(
        'partner',
        '/api/shared-living/referrals',
        'POST',
        person({ firstName: ' ', phone: 'call me', hospitalDischargeOn: '2026-01-01' }),
      ),
    );
    expect(Object.keys(errors).sort()).toEqual(['firstName', 'hospitalDischargeOn', 'phone']);
    const unknown = await expectFieldErrors(
      await call(
        'hubOwner',
        '/api/shared-living/referrals',
        'POST',
        person({ partnerId: 999_999, careCoordinatorId: 999_999 }),
      ),
    );
    expect(unknown.partnerId).toEqual([ReferralValidation.unknownPartner]);
    const noCoordinator = await expectFieldErrors(
      await call(
        'partner',
        '/api/shared-living/referrals',
        'POST',
        person({ careCoordinatorId: 999_999 }),
      ),
    );
    expect(noCoordinator.careCoordinatorId).toEqual([ReferralValidation.unknownCoordinator]);
    expect((await listOf('admin')).meta.total).toBe(before);
  });

  it('names the care coordinator given', async () => {
    const coordinatorId = await createCoordinator(world.db);
    const referral = await refer('partner', { careCoordinatorId: coordinatorId });
    expect(referral.careCoordinator?.id).toBe(coordinatorId);
  });

  it('is not for caregivers (403)', async () => {
    await expectBody(
      await call('caregiver', '/api/shared-living/referrals', 'POST', person()),
      403,
    );
  });
});

describe('who sees which referral', () => {
  let mine: ReferralDetail;
  let theirs: ReferralDetail;
  let toOtherHub: ReferralDetail;

  beforeAll(async () => {
    mine = await refer('partner', { firstName: 'Mine' });
    theirs = await refer('otherPartner', { firstName: 'Theirs' });
    toOtherHub = await refer('partner', { hubId: world.otherHubId, firstName: 'Elsewhere' });
  });

  const idsOf = async (role: WorldRole, query = '') =>
    (await listOf(role, query)).data.map((row) => row.id);

  it('a partner sees only what their partner referred, even to the same hub', async () => {
    const seen = await idsOf('partnerAgent');
    expect(seen).toContain(mine.id);
    expect(seen).toContain(toOtherHub.id);
    expect(seen).not.toContain(theirs.id);
    expect(await idsOf('otherPartner')).toEqual([theirs.id]);
    await expectBody(await call('partner', `/api/shared-living/referrals/${theirs.id}`), 404);
    await expectBody(await call('otherPartner', `/api/shared-living/referrals/${mine.id}`), 404);
  });

  it('the hub sees every referral to it and none to another agency’s hub (404 by id)', async () => {
    const seen = await idsOf('hubAgent');
    expect(seen).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(seen).not.toContain(toOtherHub.id);
    await expectBody(await call('hubAgent', `/api/shared-living/referrals/${toOtherHub.id}`), 404);
    expect(await idsOf('otherAgency')).toEqual([toOtherHub.id]);
    await expectBody(await call('otherAgency', `/api/shared-living/referrals/${mine.id}`), 404);
  });

  it('admins see all; the filters narrow; caregivers are refused (403)', async () => {
    expect(await idsOf('admin')).toEqual(
      expect.arrayContaining([mine.id, theirs.id, toOtherHub.id]),
    );
    expect(await idsOf('admin', `?partnerId=${world.otherPartnerId}`)).toEqual([theirs.id]);
    expect(await idsOf('admin', `?hubId=${world.otherHubId}`)).toEqual([toOtherHub.id]);
    expect(await idsOf('hubOwner', '?q=theirs')).toEqual([theirs.id]);
    const closedId = await createReferral(world.db, world.hubId, {
      status: ReferralStatus.closed,
    });
    expect(await idsOf('hubOwner', `?status=${ReferralStatus.closed}`)).toEqual([closedId]);
    await expectBody(await call('caregiver', '/api/shared-living/referrals'), 403);
    await expectBody(await call('caregiver', `/api/shared-living/referrals/${mine.id}`), 403);
  });

  it('pages with the list envelope', async () => {
    const page = await listOf('admin', '?perPage=2&page=2');
    expect(page.meta).toEqual({ page: 2, perPage: 2, total: expect.any(Number) });
    expect(page.data.length).toBeLessThanOrEqual(2);
    await expectBody(await call('admin', '/api/shared-living/referrals?status=9'), 422);
  });

  it('audits every read of a referral (it holds health information)', async () => {
    await expectBody(await call('hubOwner', `/api/shared-living/referrals/${mine.id}`), 200);
    const reads = await world.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'referral.viewed'), eq(auditLog.subjectId, String(mine.id))));
    expect(reads.map((read) => read.actor)).toContain(world.users.hubOwner.id);
  });
});

it('lists the close reasons by their stable codes', async () => {
  const body = itemResponse(z.array(referralCloseReasonSchema)).parse(
    await expectBody(await call('partner', '/api/shared-living/referral-close-reasons'), 200),
  );
  expect(body.data).toEqual(
    ReferralCloseReason.codes.map((code) => ({ code, name: ReferralCloseReason.nameOf(code) })),
  );
  expect(body.data.at(5)).toEqual({ code: 6, name: 'other' });
  expect(body.data).toHaveLength(10);
});
