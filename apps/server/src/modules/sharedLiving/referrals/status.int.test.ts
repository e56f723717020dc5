import {
  itemResponse,
  ReferralCloseReason,
  ReferralStatus,
  ReferralValidation,
  referralDetailSchema,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createReferral,
  useReferralWorld,
  type WorldRole,
} from '../../../../test/factories/referrals.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { sharedLivingReferralEvents } from '../../../db/schema/index.ts';

const world = useReferralWorld();

const detail = itemResponse(referralDetailSchema);
const { open, hold, closed } = ReferralStatus.values;
const { other, notInterested } = ReferralCloseReason.values;

const move = (role: WorldRole, id: number, body: Record<string, unknown>) =>
  world.clients[role].json(`/api/shared-living/referrals/${id}/status`, 'POST', body);

const fromPartner = (status: ReferralStatus) =>
  createReferral(world.db, world.hubId, { status, partnerId: world.partnerId });

const eventsOf = (id: number) =>
  world.db
    .select()
    .from(sharedLivingReferralEvents)
    .where(eq(sharedLivingReferralEvents.referralId, id));

// The moves written out by hand, not read from the domain table: a change to the table must
// change this list too.
const allowed: Record<'hub' | 'referrer', string[]> = {
  hub: ['1→2', '1→3', '2→1', '2→3', '3→1'],
  referrer: ['1→3', '2→3'],
};
const exists = new Set(allowed.hub);

const walk = ReferralStatus.codes.flatMap((from) =>
  ReferralStatus.codes.map((to) => ({ from, to })),
);

describe.each([
  { party: 'hub' as const, role: 'hubAgent' as const },
  { party: 'referrer' as const, role: 'partnerAgent' as const },
])('every move by the $party', ({ party, role }) => {
  it.each(walk)('from $from to $to', async ({ from, to }) => {
    const id = await fromPartner(from);
    const response = await move(role, id, { to, closeReason: notInterested, note: 'As agreed' });
    const key = `${from}→${to}`;
    if (!exists.has(key)) {
      await expectBody(response, 409);
    } else if (!allowed[party].includes(key)) {
      await expectBody(response, 403);
    } else {
      const body = detail.parse(await expectBody(response, 200));
      expect(body.data.status).toBe(to);
      expect(body.data.closeReason).toBe(to === closed ? notInterested : null);
      const moves = (await eventsOf(id)).filter((event) => event.kind === 'status');
      expect(moves).toEqual([
        expect.objectContaining({ fromStatus: from, toStatus: to, note: 'As agreed' }),
      ]);
      return;
    }
    expect((await eventsOf(id)).length).toBe(0);
  });
});

describe('closing', () => {
  it('needs a close reason (422), a known one (422), and words for "other" (422)', async () => {
    const id = await fromPartner(open);
    for (const [body, field, message] of [
      [{ to: closed }, 'closeReason', ReferralValidation.closeReasonRequired],
      [{ to: closed, closeReason: 11 }, 'closeReason', ReferralValidation.closeReasonUnknown],
      [{ to: closed, closeReason: other, note: '  ' }, 'note', ReferralValidation.noteRequired],
    ] as const) {
      const errors = await expectFieldErrors(await move('hubOwner', id, body));
      expect(errors[field]).toEqual([message]);
    }
    expect(await eventsOf(id)).toEqual([]);
    const body = detail.parse(
      await expectBody(
        await move('partner', id, { to: closed, closeReason: other, note: 'Family moved away' }),
        200,
      ),
    );
    expect(body.data).toMatchObject({ closeReason: other, closeNote: 'Family moved away' });
    expect(body.data.timeline.at(-1)).toMatchObject({
      kind: 'status',
      fromStatus: open,
      toStatus: closed,
      closeReason: other,
      actor: { id: world.users.partner.id },
    });
  });

  it('reopening clears the close reason; the timeline keeps the earlier close', async () => {
    const id = await fromPartner(closed);
    const body = detail.parse(await expectBody(await move('hubOwner', id, { to: open }), 200));
    expect(body.data).toMatchObject({ status: open, closeReason: null, closeNote: null });
    expect(body.data.moves).toEqual([hold, closed]);
  });

  it('two closes at once: one wins, the other finds it closed (409); one event', async () => {
    const id = await fromPartner(open);
    const close = { to: closed, closeReason: notInterested };
    const responses = await Promise.all([move('hubOwner', id, close), move('partner', id, close)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await eventsOf(id)).length).toBe(1);
  });

  it('answers 404 for a referral out of reach, before anything else', async () => {
    const id = await createReferral(world.db, world.hubId, { partnerId: world.partnerId });
    await expectBody(await move('otherPartner', id, { to: closed }), 404);
    await expectBody(await move('otherAgency', id, { to: hold }), 404);
    await expectBody(await move('caregiver', id, { to: hold }), 403);
  });
});

describe('milestones', () => {
  const patch = (role: WorldRole, id: number, body: Record<string, unknown>) =>
    world.clients[role].json(`/api/shared-living/referrals/${id}/milestones`, 'PATCH', body);

  const madeOn = (day: string) =>
    createReferral(world.db, world.hubId, {
      partnerId: world.partnerId,
      createdAt: new Date(`${day}T15:00:00Z`),
    });

  it('the hub records them, one event per changed date, none for a date sent unchanged', async () => {
    const id = await madeOn('2026-03-01');
    const first = await patch('hubAgent', id, { visitOn: '2026-03-04', approvedOn: '2026-03-06' });
    expect(detail.parse(await expectBody(first, 200)).data.milestones).toMatchObject({
      visitOn: '2026-03-04',
      approvedOn: '2026-03-06',
      moveInOn: null,
    });
    const second = detail.parse(
      await expectBody(
        await patch('hubAgent', id, { visitOn: '2026-03-04', approvedOn: null }),
        200,
      ),
    );
    expect(second.data.milestones.approvedOn).toBeNull();
    expect(
      second.data.timeline
        .filter((event) => event.kind === 'milestone')
        .map((event) => [event.milestone, event.milestoneOn]),
    ).toEqual([
      ['visitOn', '2026-03-04'],
      ['approvedOn', '2026-03-06'],
      ['approvedOn', null],
    ]);
  });

  it('refuses dates before the referral, a move-out before the move-in, a discharge before the admission', async () => {
    const id = await madeOn('2026-03-01');
    const errors = await expectFieldErrors(
      await patch('hubOwner', id, {
        visitOn: '2026-02-28',
        moveInOn: '2026-03-10',
        moveOutOn: '2026-03-09',
        hospitalAdmittedOn: '2026-02-10',
        hospitalDischargeOn: '2026-02-01',
      }),
    );
    expect(errors).toEqual({
      visitOn: [ReferralValidation.beforeReferral],
      moveOutOn: [ReferralValidation.moveOutBeforeMoveIn],
      hospitalDischargeOn: [ReferralValidation.dischargeBeforeAdmission],
    });
    const alone = await expectFieldErrors(await patch('hubOwner', id, { moveOutOn: '2026-03-20' }));
    expect(alone.moveOutOn).toEqual([ReferralValidation.moveOutWithoutMoveIn]);
    expect(await eventsOf(id)).toEqual([]);
  });

  it('the referring partner records only the hospital dates (others 403)', async () => {
    const id = await madeOn('2026-03-01');
    await expectBody(await patch('partner', id, { visitOn: '2026-03-02' }), 403);
    const body = detail.parse(
      await expectBody(
        await patch('partnerAgent', id, {
          hospitalAdmittedOn: '2026-02-10',
          hospitalDischargeOn: '2026-03-02',
        }),
        200,
      ),
    );
    expect(body.data.milestones.hospitalDischargeOn).toBe('2026-03-02');
    await expectBody(await patch('otherPartner', id, { hospitalAdmittedOn: null }), 404);
  });
});
