import type { HubMember, HubMemberChange } from '@hearth/domain';
import type { MemberRepo, MembershipRecord } from './memberRepo.ts';

/** `full`: for those who run the hub; a member looking at peers gets names only. */
export function hubMemberDto(row: MembershipRecord, full: boolean): HubMember {
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName },
    email: full ? row.email : null,
    status: row.status,
    reason: full ? row.reason : null,
    since: row.updatedAt.toISOString(),
  };
}

export function hubMemberChangeDto(
  row: Awaited<ReturnType<MemberRepo['history']>>[number],
): HubMemberChange {
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    reason: row.reason,
    changedBy:
      row.changedById === null || row.changedByName === null
        ? null
        : { id: row.changedById, name: row.changedByName },
    changedAt: row.changedAt.toISOString(),
  };
}
