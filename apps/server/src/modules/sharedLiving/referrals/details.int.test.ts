import {
  itemResponse,
  type ReferralDetail,
  ReferralStatus,
  ReferralValidation,
  referralDetailSchema,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCoordinator } from '../../../../test/factories/organisations.ts';
import {
  createReferral,
  useReferralWorld,
  type WorldRole,
} from '../../../../test/factories/referrals.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, sharedLivingReferralEvents } from '../../../db/schema/index.ts';

const world = useReferralWorld();
const detail = itemResponse(referralDetailSchema);
const { open, hold, closed } = ReferralStatus.values;

const form = (overrides: Record<string, unknown> = {}) => ({
  hubId: world.hubId,
  partnerId: null,
  careCoordinatorId: null,
  firstName: 'Rosa',
  lastName: 'Delgado',
  dateOfBirth: '1948-03-02',
  phone: '416-555-0199',
  needs: 'Help with meals',
  hospitalAdmittedOn: '2026-01-05',
  hospitalDischargeOn: '2026-01-20',
  ...overrides,
});

async function referByPartner(): Promise<ReferralDetail> {
  const response = await world.clients.partner.json('/api/shared-living/referrals', 'POST', form());
  return detail.parse(await expectBody(response, 201)).data;
}

const edit = (role: WorldRole, id: number, body: Record<string, unknown>) =>
  world.clients[role].json(`/api/shared-living/referrals/${id}`, 'PUT', body);

const edited = async (role: WorldRole, id: number, body: Record<string, unknown>) =>
  detail.parse(await expectBody(await edit(role, id, body), 200)).data;

const eventsOf = (id: number) =>
  world.db
    .select()
    .from(sharedLivingReferralEvents)
    .where(eq(sharedLivingReferralEvents.referralId, id));

const editAudits = (id: number) =>
  world.db
    .select({ actor: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'referral.details_changed'), eq(auditLog.subjectId, String(id))),
    );

describe('editing a referral’s details', () => {
  it('by the referring partner: the person and the hospital stay, their partner kept', async () => {
    const referral = await referByPartner();
    const coordinatorId = await createCoordinator(world.db);
    const saved = await edited(
      'partnerAgent',
      referral.id,
      form({
        firstName: 'Rosalind',
        needs: 'Meals, medication reminders',
        hospitalDischargeOn: '2026-01-22',
        careCoordinatorId: coordinatorId,
        partnerId: world.otherPartnerId,
      }),
    );
    expect(saved).toMatchObject({
      firstName: 'Rosalind',
      needs: 'Meals, medication reminders',
      partner: { id: world.partnerId },
      careCoordinator: { id: coordinatorId },
      milestones: { hospitalAdmittedOn: '2026-01-05', hospitalDischargeOn: '2026-01-22' },
    });
    expect(saved.timeline.map((event) => [event.kind, event.milestone])).toEqual([
      ['created', null],
      ['details', null],
      ['milestone', 'hospitalDischargeOn'],
    ]);
    const audits = await editAudits(referral.id);
    expect(audits).toEqual([
      {
        actor: world.users.partnerAgent.id,
        details: expect.objectContaining({
          fields: ['careCoordinatorId', 'firstName', 'needs', 'hospitalDischargeOn'],
        }),
      },
    ]);
  });

  it('by the hub and by admins, who name the referring partner or none', async () => {
    const referral = await referByPartner();
    const byHub = await edited('hubAgent', referral.id, form({ partnerId: world.otherPartnerId }));
    expect(byHub.partner?.id).toBe(world.otherPartnerId);
    const onHold = await createReferral(world.db, world.hubId, {
      status: hold,
      partnerId: world.partnerId,
    });
    const byAdmin = await edited('admin', onHold, form({ partnerId: null, lastName: 'Ng' }));
    expect(byAdmin).toMatchObject({ partner: null, lastName: 'Ng', status: hold });
  });

  it('writes nothing when nothing changed', async () => {
    const referral = await referByPartner();
    const again = await edited('partner', referral.id, form());
    expect(again.timeline).toHaveLength(1);
    expect(await editAudits(referral.id)).toEqual([]);
  });

  it('refuses bad details field by field (422) and writes nothing', async () => {
    const referral = await referByPartner();
    const errors = await expectFieldErrors(
      await edit(
        'hubOwner',
        referral.id,
        form({ firstName: ' ', phone: 'call me', hospitalDischargeOn: '2026-01-01' }),
      ),
    );
    expect(Object.keys(errors).sort()).toEqual(['firstName', 'hospitalDischargeOn', 'phone']);
    const unknown = await expectFieldErrors(
      await edit(
        'hubOwner',
        referral.id,
        form({ hubId: world.otherHubId, partnerId: 999_999, careCoordinatorId: 999_999 }),
      ),
    );
    expect(unknown).toEqual({
      hubId: [ReferralValidation.hubFixed],
      partnerId: [ReferralValidation.unknownPartner],
      careCoordinatorId: [ReferralValidation.unknownCoordinator],
    });
    expect(await eventsOf(referral.id)).toHaveLength(1);
    expect(await editAudits(referral.id)).toEqual([]);
  });

  it('answers 404 to those who may not see it and 403 to caregivers', async () => {
    const referral = await referByPartner();
    for (const role of ['otherAgency', 'otherPartner'] as const) {
      await expectBody(await edit(role, referral.id, form()), 404);
    }
    await expectBody(await edit('admin', 999_999, form()), 404);
    await expectBody(await edit('caregiver', referral.id, form()), 403);
  });

  it('keeps the referrer out once the hub holds it, and everyone out once closed', async () => {
    const held = await createReferral(world.db, world.hubId, {
      status: hold,
      partnerId: world.partnerId,
    });
    await expectBody(await edit('partner', held, form()), 403);
    const done = await createReferral(world.db, world.hubId, {
      status: closed,
      partnerId: world.partnerId,
    });
    for (const role of ['partner', 'hubOwner', 'admin'] as const) {
      await expectBody(await edit(role, done, form()), 409);
    }
    const stillOpen = await createReferral(world.db, world.hubId, {
      status: open,
      partnerId: world.partnerId,
    });
    await expectBody(await edit('partner', stillOpen, form()), 200);
  });
});
