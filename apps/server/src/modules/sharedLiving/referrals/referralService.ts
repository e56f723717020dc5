import {
  careDay,
  REFERRAL_METRICS_DEFAULT_DAYS,
  type ReferralCreate,
  type ReferralMetricsQuery,
  ReferralStatus,
  ReferralValidation,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type FieldProblems } from '../../../platform/errors.ts';
import { findHubRelation } from '../hubRelationRepo.ts';
import type { MetricsRepo } from './metricsRepo.ts';
import { isPartnerStaff, referralParty, visibleReferralsCondition } from './policy.ts';
import type { ReferralFilter, ReferralRecord, ReferralRepo } from './referralRepo.ts';
import type { ReferralWriteRepo, Transaction } from './referralWriteRepo.ts';

export type Paging = { page: number; perPage: number };

export const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);
export const notFound = () => new AppError('not_found', 'referral_not_found');

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export const partyOf = (actor: Actor, record: ReferralRecord) =>
  referralParty(actor, {
    hub: { agencyId: record.hubAgencyId, partnerId: record.hubPartnerId },
    partnerId: record.partnerId,
  });

export function createReferralService(
  db: Database,
  repo: ReferralRepo,
  writes: ReferralWriteRepo,
  metrics: MetricsRepo,
) {
  /** The referral and the reader's party; 404 when it is not theirs to see. */
  async function visible(actor: Actor, id: number) {
    const record = await repo.find(db, id);
    const party = record === undefined ? null : partyOf(actor, record);
    if (record === undefined || party === null) {
      throw notFound();
    }
    return { record, party };
  }

  /** Who the referral is from: partner staff always refer for their partner; the hub may name one. */
  async function referringPartner(
    tx: Transaction,
    actor: Actor,
    input: ReferralCreate,
    manages: boolean,
  ) {
    if (manages) {
      if (input.partnerId !== null && !(await writes.partnerExists(tx, input.partnerId))) {
        throw invalid({ partnerId: [ReferralValidation.unknownPartner] });
      }
      return input.partnerId ?? (isPartnerStaff(actor) ? actor.partnerId : null);
    }
    if (isPartnerStaff(actor) && actor.partnerId !== null) {
      return actor.partnerId;
    }
    // Agency staff refer only to the hubs they run; another agency's hub is not theirs to fill.
    throw invalid({ hubId: [ReferralValidation.unknownHub] });
  }

  /** One referral with its timeline; it holds health information, so every read is audited. */
  async function get(actor: Actor, id: number, context: AuditContext) {
    const { record, party } = await visible(actor, id);
    const timeline = await repo.timeline(id);
    await writeReadAudit(db, context, {
      action: 'referral.viewed',
      subjectType: 'referral',
      subjectId: id,
      agencyId: record.hubAgencyId,
    });
    return { record, party, timeline };
  }

  return {
    get,

    async create(actor: Actor, input: ReferralCreate, context: AuditContext) {
      const relation = await findHubRelation(db, actor, input.hubId);
      if (relation === null) {
        throw invalid({ hubId: [ReferralValidation.unknownHub] });
      }
      const id = await db.transaction(async (tx) => {
        const partnerId = await referringPartner(tx, actor, input, relation.manages);
        if (
          input.careCoordinatorId !== null &&
          !(await writes.coordinatorExists(tx, input.careCoordinatorId))
        ) {
          throw invalid({ careCoordinatorId: [ReferralValidation.unknownCoordinator] });
        }
        const referralId = await writes.insertReferral(tx, {
          hubId: input.hubId,
          partnerId,
          referredBy: actor.userId,
          careCoordinatorId: input.careCoordinatorId,
          firstName: input.firstName,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth,
          phone: input.phone,
          needs: input.needs,
          hospitalAdmittedOn: input.hospitalAdmittedOn,
          hospitalDischargeOn: input.hospitalDischargeOn,
        });
        await writes.appendEvents(tx, [
          { referralId, kind: 'created', toStatus: ReferralStatus.open, actorId: actor.userId },
        ]);
        await writeAudit(tx, context, {
          action: 'referral.created',
          subjectType: 'referral',
          subjectId: referralId,
          agencyId: relation.agencyId,
          details: { hubId: input.hubId, partnerId },
        });
        return referralId;
      });
      return get(actor, id, context);
    },

    async list(actor: Actor, filter: ReferralFilter, paging: Paging, context: AuditContext) {
      const result = await repo.list(visibleReferralsCondition(actor), filter, {
        limit: paging.perPage,
        offset: (paging.page - 1) * paging.perPage,
      });
      if (result.rows.length > 0) {
        await writeReadAudit(db, context, {
          action: 'referral.listed',
          subjectType: 'referral',
          details: { referralIds: result.rows.map((row) => row.id) },
        });
      }
      return {
        rows: result.rows.map((record) => ({ record, party: partyOf(actor, record) })),
        total: result.total,
      };
    },

    async metrics(actor: Actor, query: ReferralMetricsQuery) {
      const to = query.to ?? careDay(new Date());
      const from = query.from ?? daysBefore(to, REFERRAL_METRICS_DEFAULT_DAYS);
      const { averages, statuses } = await metrics.averages(
        visibleReferralsCondition(actor),
        { hubId: query.hubId, partnerId: query.partnerId },
        { from, to },
      );
      const byStatus = ReferralStatus.codes.map((status) => ({
        status,
        count: statuses.find((row) => row.status === status)?.count ?? 0,
      }));
      return { from, to, averages, byStatus };
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
