import { describe, expect, it } from 'vitest';
import { HubMemberStatus, ReferralCloseReason, ReferralStatus } from '../enums/sharedLiving.ts';
import {
  canEditReferralDetails,
  canMoveReferral,
  HOST_LEAD_STATUSES,
  type HostLeadStatus,
  type HubMemberParty,
  hostLeadMoveRequiresReason,
  hostLeadMovesFrom,
  hubMemberMoveParty,
  hubMemberMoveRequiresReason,
  hubMemberMovesFor,
  type MembershipState,
  NO_MEMBERSHIP,
  type ReferralParty,
  referralMoveExists,
  referralMoveProblems,
  referralMovesFor,
} from './sharedLiving.ts';

// Each table written out by hand, move by move, so a change to a table has to change this file.

type MemberName = keyof typeof HubMemberStatus.values | 'none';
const memberCode = (name: MemberName): MembershipState =>
  name === 'none' ? NO_MEMBERSHIP : HubMemberStatus.values[name];

const documentedMemberMoves: readonly [MemberName, MemberName, HubMemberParty, boolean][] = [
  ['none', 'requestPending', 'self', false],
  ['none', 'member', 'hub', false],
  ['requestPending', 'member', 'hub', false],
  ['requestPending', 'removedByHub', 'hub', true],
  ['member', 'requestDelete', 'self', false],
  ['member', 'removedByHub', 'hub', true],
  ['requestDelete', 'removedByHub', 'hub', false],
  ['requestDelete', 'member', 'self', false],
  ['removedByHub', 'requestPending', 'self', false],
  ['removedByHub', 'member', 'hub', false],
];

describe('hub membership moves', () => {
  const fromNames: MemberName[] = [
    'none',
    ...(Object.keys(HubMemberStatus.values) as MemberName[]),
  ];
  const toNames = Object.keys(HubMemberStatus.values) as Exclude<MemberName, 'none'>[];

  it.each(fromNames.flatMap((from) => toNames.map((to) => [from, to] as const)))(
    '%s → %s is allowed to exactly the documented party',
    (from, to) => {
      const documented = documentedMemberMoves.find(([f, t]) => f === from && t === to);
      const toCode = HubMemberStatus.values[to];
      expect(hubMemberMoveParty(memberCode(from), toCode)).toBe(documented?.[2] ?? null);
      expect(hubMemberMoveRequiresReason(memberCode(from), toCode)).toBe(documented?.[3] ?? false);
    },
  );

  it('lists the moves of each party from a state', () => {
    expect(hubMemberMovesFor('self', memberCode('member'))).toEqual([
      HubMemberStatus.requestDelete,
    ]);
    expect(hubMemberMovesFor('hub', memberCode('requestPending'))).toEqual([
      HubMemberStatus.member,
      HubMemberStatus.removedByHub,
    ]);
    expect(hubMemberMovesFor('self', NO_MEMBERSHIP)).toEqual([HubMemberStatus.requestPending]);
  });
});

type ReferralName = keyof typeof ReferralStatus.values;

const documentedReferralMoves: readonly [ReferralName, ReferralName, readonly ReferralParty[]][] = [
  ['open', 'hold', ['hub']],
  ['open', 'closed', ['hub', 'referrer']],
  ['hold', 'open', ['hub']],
  ['hold', 'closed', ['hub', 'referrer']],
  ['closed', 'open', ['hub']],
];

describe('referral moves', () => {
  const names = Object.keys(ReferralStatus.values) as ReferralName[];
  const parties: ReferralParty[] = ['hub', 'referrer'];

  it.each(
    names.flatMap((from) =>
      names.flatMap((to) => parties.map((party) => [from, to, party] as const)),
    ),
  )('%s → %s by %s follows the documented table', (from, to, party) => {
    const documented = documentedReferralMoves.find(([f, t]) => f === from && t === to);
    const fromCode = ReferralStatus.values[from];
    const toCode = ReferralStatus.values[to];
    expect(referralMoveExists(fromCode, toCode)).toBe(documented !== undefined);
    expect(canMoveReferral(party, fromCode, toCode)).toBe(documented?.[2].includes(party) ?? false);
  });

  it('lets the referrer only withdraw, by closing', () => {
    expect(referralMovesFor('referrer', ReferralStatus.open)).toEqual([ReferralStatus.closed]);
    expect(referralMovesFor('referrer', ReferralStatus.closed)).toEqual([]);
  });

  it('needs a known close reason to close, and words for "other"', () => {
    const closed = ReferralStatus.closed;
    expect(referralMoveProblems(closed, {})).toEqual(['closeReasonRequired']);
    expect(referralMoveProblems(closed, { closeReason: null })).toEqual(['closeReasonRequired']);
    expect(referralMoveProblems(closed, { closeReason: 11 })).toEqual(['closeReasonUnknown']);
    expect(referralMoveProblems(closed, { closeReason: ReferralCloseReason.other })).toEqual([
      'noteRequired',
    ]);
    expect(
      referralMoveProblems(closed, { closeReason: ReferralCloseReason.other, note: '  ' }),
    ).toEqual(['noteRequired']);
    expect(
      referralMoveProblems(closed, { closeReason: ReferralCloseReason.other, note: 'Moved away' }),
    ).toEqual([]);
    expect(referralMoveProblems(closed, { closeReason: ReferralCloseReason.noResponse })).toEqual(
      [],
    );
    expect(referralMoveProblems(ReferralStatus.hold, {})).toEqual([]);
  });
});

const documentedLeadMoves: readonly [HostLeadStatus, HostLeadStatus, boolean][] = [
  ['new', 'contacted', false],
  ['new', 'declined', true],
  ['contacted', 'screening', false],
  ['contacted', 'declined', true],
  ['screening', 'approved', false],
  ['screening', 'declined', true],
  ['declined', 'new', false],
];

describe('host lead pipeline', () => {
  it.each(
    HOST_LEAD_STATUSES.flatMap((from) => HOST_LEAD_STATUSES.map((to) => [from, to] as const)),
  )('%s → %s follows the documented pipeline', (from, to) => {
    const documented = documentedLeadMoves.find(([f, t]) => f === from && t === to);
    expect(hostLeadMoveRequiresReason(from, to)).toBe(documented?.[2] ?? null);
    expect(hostLeadMovesFrom(from).includes(to)).toBe(documented !== undefined);
  });

  it('ends at approved', () => {
    expect(hostLeadMovesFrom('approved')).toEqual([]);
  });
});

describe('editing a referral’s details', () => {
  const { open, hold, closed } = ReferralStatus.values;
  it.each([
    ['hub', open, true],
    ['hub', hold, true],
    ['hub', closed, false],
    ['referrer', open, true],
    ['referrer', hold, false],
    ['referrer', closed, false],
  ] as const)('%s, status %i: %s', (party, status, allowed) => {
    expect(canEditReferralDetails(party, status)).toBe(allowed);
  });
});
