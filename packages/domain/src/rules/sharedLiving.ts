import {
  HubMemberStatus,
  type HubMemberStatus as MemberStatus,
  ReferralCloseReason,
  ReferralStatus,
  type ReferralStatus as ReferralStatusCode,
} from '../enums/sharedLiving.ts';

// How hub memberships, referrals and host leads move. The server refuses anything else (403 for a
// party without the right, 409 for a move the table lacks, 422 when a requirement is unmet) and the
// web offers only these moves: both read these tables.

/**
 * Who makes a membership move: the person themself, or the hub (its operator's staff, or an
 * administrator).
 */
export type HubMemberParty = 'self' | 'hub';

/** A membership that does not exist yet: joining starts from here. */
export const NO_MEMBERSHIP = 'none';
export type MembershipState = MemberStatus | typeof NO_MEMBERSHIP;

type MemberMove = {
  readonly to: MemberStatus;
  readonly by: HubMemberParty;
  /** A reason in words, kept with the change (a removal by the hub is a record about a person). */
  readonly requiresReason: boolean;
};

const { member, requestPending, requestDelete, removedByHub } = HubMemberStatus.values;

export const HUB_MEMBER_TRANSITIONS = {
  // Joining is a request the hub answers; the hub may also add someone directly.
  [NO_MEMBERSHIP]: [
    { to: requestPending, by: 'self', requiresReason: false },
    { to: member, by: 'hub', requiresReason: false },
  ],
  // The hub accepts, or refuses with a reason (recorded as removed by hub).
  [requestPending]: [
    { to: member, by: 'hub', requiresReason: false },
    { to: removedByHub, by: 'hub', requiresReason: true },
  ],
  // Leaving is a request; the hub may remove a member, with a reason.
  [member]: [
    { to: requestDelete, by: 'self', requiresReason: false },
    { to: removedByHub, by: 'hub', requiresReason: true },
  ],
  // The hub completes a leave (the request itself is the reason); the member may take it back.
  [requestDelete]: [
    { to: removedByHub, by: 'hub', requiresReason: false },
    { to: member, by: 'self', requiresReason: false },
  ],
  // A former member may ask again, or the hub may take them back.
  [removedByHub]: [
    { to: requestPending, by: 'self', requiresReason: false },
    { to: member, by: 'hub', requiresReason: false },
  ],
} as const satisfies Record<MembershipState, readonly MemberMove[]>;

function findMemberMove(from: MembershipState, to: MemberStatus): MemberMove | undefined {
  const moves: readonly MemberMove[] = HUB_MEMBER_TRANSITIONS[from];
  return moves.find((move) => move.to === to);
}

/** The party the table lets make this move, or null when the move does not exist. */
export function hubMemberMoveParty(from: MembershipState, to: MemberStatus): HubMemberParty | null {
  return findMemberMove(from, to)?.by ?? null;
}

export function hubMemberMoveRequiresReason(from: MembershipState, to: MemberStatus): boolean {
  return findMemberMove(from, to)?.requiresReason ?? false;
}

/** The statuses this party may move a membership to from `from`. */
export function hubMemberMovesFor(party: HubMemberParty, from: MembershipState): MemberStatus[] {
  const moves: readonly MemberMove[] = HUB_MEMBER_TRANSITIONS[from];
  return moves.filter((move) => move.by === party).map((move) => move.to);
}

/**
 * Who moves a referral: the hub it was sent to (operator staff, administrators), or the referrer
 * (the referring partner's staff), who may only withdraw it by closing it with a reason.
 */
export type ReferralParty = 'hub' | 'referrer';

type ReferralMove = {
  readonly to: ReferralStatusCode;
  readonly by: readonly ReferralParty[];
};

const { open, hold, closed } = ReferralStatus.values;

export const REFERRAL_TRANSITIONS = {
  [open]: [
    { to: hold, by: ['hub'] },
    { to: closed, by: ['hub', 'referrer'] },
  ],
  [hold]: [
    { to: open, by: ['hub'] },
    { to: closed, by: ['hub', 'referrer'] },
  ],
  // Reopening is the hub's: a closed referral that comes back keeps its earlier close in history.
  [closed]: [{ to: open, by: ['hub'] }],
} as const satisfies Record<ReferralStatusCode, readonly ReferralMove[]>;

function findReferralMove(
  from: ReferralStatusCode,
  to: ReferralStatusCode,
): ReferralMove | undefined {
  const moves: readonly ReferralMove[] = REFERRAL_TRANSITIONS[from];
  return moves.find((move) => move.to === to);
}

export function referralMoveExists(from: ReferralStatusCode, to: ReferralStatusCode): boolean {
  return findReferralMove(from, to) !== undefined;
}

export function canMoveReferral(
  party: ReferralParty,
  from: ReferralStatusCode,
  to: ReferralStatusCode,
): boolean {
  return findReferralMove(from, to)?.by.includes(party) ?? false;
}

export function referralMovesFor(
  party: ReferralParty,
  from: ReferralStatusCode,
): ReferralStatusCode[] {
  const moves: readonly ReferralMove[] = REFERRAL_TRANSITIONS[from];
  return moves.filter((move) => move.by.includes(party)).map((move) => move.to);
}

/**
 * Whether the party may edit a referral's details (the person, partner, coordinator and hospital
 * stay) now. A closed referral is a finished record: nobody edits it until the hub reopens it. The
 * referrer edits only while it is open; on hold the hub is deciding on what it was sent.
 */
export function canEditReferralDetails(party: ReferralParty, status: ReferralStatusCode): boolean {
  return party === 'hub' ? status !== closed : status === open;
}

/** What a move to `to` needs besides the table: closing needs a close reason, "other" words too. */
export type ReferralMoveInput = {
  readonly closeReason?: number | null;
  readonly note?: string | null;
};

export type ReferralMoveProblem = 'closeReasonRequired' | 'closeReasonUnknown' | 'noteRequired';

export function referralMoveProblems(
  to: ReferralStatusCode,
  input: ReferralMoveInput,
): ReferralMoveProblem[] {
  if (to !== closed) {
    return [];
  }
  if (input.closeReason === undefined || input.closeReason === null) {
    return ['closeReasonRequired'];
  }
  if (!ReferralCloseReason.isCode(input.closeReason)) {
    return ['closeReasonUnknown'];
  }
  const hasNote = (input.note ?? '').trim() !== '';
  return input.closeReason === ReferralCloseReason.values.other && !hasNote ? ['noteRequired'] : [];
}

/** A host lead's pipeline, worked by administrators. */
export const HOST_LEAD_STATUSES = [
  'new',
  'contacted',
  'screening',
  'approved',
  'declined',
] as const;
export type HostLeadStatus = (typeof HOST_LEAD_STATUSES)[number];

type LeadMove = { readonly to: HostLeadStatus; readonly requiresReason: boolean };

export const HOST_LEAD_TRANSITIONS = {
  new: [
    { to: 'contacted', requiresReason: false },
    { to: 'declined', requiresReason: true },
  ],
  contacted: [
    { to: 'screening', requiresReason: false },
    { to: 'declined', requiresReason: true },
  ],
  screening: [
    { to: 'approved', requiresReason: false },
    { to: 'declined', requiresReason: true },
  ],
  approved: [],
  // A declined lead may be looked at again from the start.
  declined: [{ to: 'new', requiresReason: false }],
} as const satisfies Record<HostLeadStatus, readonly LeadMove[]>;

export function hostLeadMovesFrom(from: HostLeadStatus): HostLeadStatus[] {
  const moves: readonly LeadMove[] = HOST_LEAD_TRANSITIONS[from];
  return moves.map((move) => move.to);
}

/** null when the pipeline has no such move. */
export function hostLeadMoveRequiresReason(
  from: HostLeadStatus,
  to: HostLeadStatus,
): boolean | null {
  const moves: readonly LeadMove[] = HOST_LEAD_TRANSITIONS[from];
  return moves.find((move) => move.to === to)?.requiresReason ?? null;
}
