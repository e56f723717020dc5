import {
  HUB_MEMBER_ROLES,
  type HubMemberMove,
  type HubMemberParty,
  HubMemberStatus,
  HubMemberValidation,
  hubMemberMoveParty,
  hubMemberMoveRequiresReason,
  hubMemberMovesFor,
  type MembershipState,
  NO_MEMBERSHIP,
  OrganisationKind,
  Role,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblems, fieldValue } from '../../../platform/errors.ts';
import { findHubRelation, type HubRelation } from '../hubRelationRepo.ts';
import type { MemberRepo, Transaction } from './memberRepo.ts';

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);
const noHub = () => new AppError('not_found', 'hub_not_found');
const noMembership = () => new AppError('not_found', 'membership_not_found');
const notTheHub = () => new AppError('forbidden', 'hub_runners_only');
const movedMeanwhile = () => new AppError('conflict', 'membership_changed');

const nameOf = (state: MembershipState) =>
  state === NO_MEMBERSHIP ? 'no membership' : HubMemberStatus.nameOf(state);

/** 409 for a move the table lacks, 403 for the wrong party; in that order. */
function checkMove(party: HubMemberParty, from: MembershipState, to: HubMemberStatus): void {
  const allowedParty = hubMemberMoveParty(from, to);
  if (allowedParty === null) {
    throw new AppError(
      'conflict',
      from === NO_MEMBERSHIP
        ? { code: 'membership_none_move_refused', params: { to: nameOf(to) } }
        : { code: 'membership_move_refused', params: { from: nameOf(from), to: nameOf(to) } },
      { to: hubMemberMovesFor(party, from).map((state) => fieldValue(nameOf(state))) },
    );
  }
  if (allowedParty !== party) {
    throw new AppError(
      'forbidden',
      allowedParty === 'hub' ? 'hub_runners_move' : 'member_self_move',
    );
  }
}

export function createMemberService(db: Database, repo: MemberRepo) {
  async function relationOf(actor: Actor, hubId: number): Promise<HubRelation> {
    const relation = await findHubRelation(db, actor, hubId);
    if (relation === null) {
      throw noHub();
    }
    return relation;
  }

  /**
   * A person who is not yet a member must be one who may be (not an administrator, nor unknown);
   * a provider only for a host home: a day program has no home to share.
   */
  async function checkJoinable(tx: Transaction, userId: number): Promise<void> {
    const joiner = await repo.joiner(tx, userId);
    if (joiner === undefined) {
      throw noMembership();
    }
    const hostsAHome =
      joiner.role !== Role.provider || joiner.organisationKind === OrganisationKind.hostHome;
    if (!HUB_MEMBER_ROLES.includes(joiner.role as Role) || !hostsAHome) {
      throw invalid({ userId: [HubMemberValidation.cannotJoin] });
    }
  }

  async function move(
    actor: Actor,
    relation: HubRelation,
    userId: number,
    party: HubMemberParty,
    change: HubMemberMove,
    context: AuditContext,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await repo.lock(tx, relation.hubId, userId);
      const from: MembershipState = current?.status ?? NO_MEMBERSHIP;
      if (change.from !== undefined && (change.from ?? NO_MEMBERSHIP) !== from) {
        throw movedMeanwhile();
      }
      checkMove(party, from, change.to);
      if (hubMemberMoveRequiresReason(from, change.to) && change.reason === null) {
        throw invalid({ reason: [HubMemberValidation.reasonRequired] });
      }
      let memberId = current?.id;
      if (memberId === undefined) {
        await checkJoinable(tx, userId);
        memberId = await repo.insert(tx, {
          hubId: relation.hubId,
          userId,
          status: change.to,
          reason: change.reason,
        });
        // Another first move of the same person committed while this one waited on the insert.
        if (memberId === undefined) {
          throw movedMeanwhile();
        }
      } else {
        await repo.setStatus(tx, memberId, change.to, change.reason);
      }
      await repo.appendChange(tx, {
        memberId,
        from: current?.status ?? null,
        to: change.to,
        reason: change.reason,
        changedBy: actor.userId,
      });
      await writeAudit(tx, context, {
        action: 'hub_member.moved',
        subjectType: 'hub_member',
        subjectId: memberId,
        agencyId: relation.agencyId,
        details: { hubId: relation.hubId, userId, from: current?.status ?? null, to: change.to },
      });
    });
  }

  async function membershipOf(hubId: number, userId: number) {
    const record = await repo.find(hubId, userId);
    if (record === undefined) {
      throw noMembership();
    }
    return record;
  }

  async function mine(actor: Actor, relation: HubRelation) {
    const record = await repo.find(relation.hubId, actor.userId);
    const status = record?.status ?? null;
    return {
      status,
      reason: record?.reason ?? null,
      // Administrators run every hub; they never join one.
      moves: HUB_MEMBER_ROLES.includes(actor.role)
        ? hubMemberMovesFor('self', status ?? NO_MEMBERSHIP)
        : [],
      manages: relation.manages,
    };
  }

  return {
    /** Those who run the hub see every membership; its members see the members, by name. */
    async list(
      actor: Actor,
      hubId: number,
      status: HubMemberStatus | undefined,
      paging: { page: number; perPage: number },
    ) {
      const relation = await relationOf(actor, hubId);
      if (!relation.manages && !relation.isMember) {
        throw notTheHub();
      }
      const shown = relation.manages ? status : HubMemberStatus.member;
      const { rows, total } =
        status !== undefined && status !== shown
          ? { rows: [], total: 0 }
          : await repo.list(hubId, shown, {
              limit: paging.perPage,
              offset: (paging.page - 1) * paging.perPage,
            });
      return { rows, total, full: relation.manages };
    },

    async mine(actor: Actor, hubId: number) {
      return mine(actor, await relationOf(actor, hubId));
    },

    async moveSelf(actor: Actor, hubId: number, change: HubMemberMove, context: AuditContext) {
      const relation = await relationOf(actor, hubId);
      await move(actor, relation, actor.userId, 'self', change, context);
      return mine(actor, relation);
    },

    async moveByHub(
      actor: Actor,
      hubId: number,
      userId: number,
      change: HubMemberMove,
      context: AuditContext,
    ) {
      const relation = await relationOf(actor, hubId);
      if (!relation.manages) {
        throw notTheHub();
      }
      await move(actor, relation, userId, 'hub', change, context);
      return membershipOf(hubId, userId);
    },

    /** The hub reads anyone's history; a person reads their own. */
    async history(actor: Actor, hubId: number, userId: number) {
      const relation = await relationOf(actor, hubId);
      if (!relation.manages && userId !== actor.userId) {
        throw notTheHub();
      }
      const record = await membershipOf(hubId, userId);
      return repo.history(record.id);
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
