import { HubMemberStatus, type MembershipState, NO_MEMBERSHIP } from '@hearth/domain';

const { member, requestPending, requestDelete, removedByHub } = HubMemberStatus.values;

/** What each move of the membership table is called on a button; the pair names the move. */
const MOVE_NAMES = {
  [`${NO_MEMBERSHIP}>${requestPending}`]: 'join',
  [`${removedByHub}>${requestPending}`]: 'joinAgain',
  [`${member}>${requestDelete}`]: 'leave',
  [`${requestDelete}>${member}`]: 'takeBack',
  [`${requestPending}>${member}`]: 'accept',
  [`${requestPending}>${removedByHub}`]: 'refuse',
  [`${member}>${removedByHub}`]: 'remove',
  [`${requestDelete}>${removedByHub}`]: 'completeLeave',
  [`${removedByHub}>${member}`]: 'readmit',
  [`${NO_MEMBERSHIP}>${member}`]: 'add',
} as const;

export type MoveName = (typeof MOVE_NAMES)[keyof typeof MOVE_NAMES];

export function moveName(from: MembershipState, to: HubMemberStatus): MoveName {
  const name = MOVE_NAMES[`${from}>${to}` as keyof typeof MOVE_NAMES];
  if (name === undefined) {
    throw new RangeError(`The membership table has no move from ${from} to ${to}`);
  }
  return name;
}
