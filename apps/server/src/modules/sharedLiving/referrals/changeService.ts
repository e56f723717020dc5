import type { AuditAction } from '@hearth/domain';
import {
  canMoveReferral,
  MILESTONES_AFTER_REFERRAL,
  NotificationPriority,
  REFERRAL_MILESTONES,
  REFERRER_MILESTONES,
  type ReferralMilestone,
  type ReferralMilestonesChange,
  type ReferralMoveProblem,
  type ReferralParty,
  ReferralStatus,
  type ReferralStatusMove,
  ReferralValidation,
  referralMoveExists,
  referralMoveProblems,
  referralMovesFor,
  type SharedLivingBillingFrequency,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import {
  AppError,
  type CollectedFieldProblems,
  fieldValue,
  type Reason,
  type WebTranslationKey,
} from '../../../platform/errors.ts';
import type { Notifier } from '../../notifications/index.ts';
import { lockedFor as lockedForChange } from './lockedReferral.ts';
import type { ReferralService } from './referralService.ts';
import { invalid } from './referralService.ts';
import type { LockedReferral, ReferralWriteRepo, Transaction } from './referralWriteRepo.ts';

// Every change of a referral: its status, its milestone dates, its placement. Each locks the
// referral row first, so two changes of one referral queue instead of overwriting each other,
// and each leaves its rows on the timeline in the same transaction.

const statusName = (status: ReferralStatus) => ReferralStatus.nameOf(status);

const problemFields: Record<ReferralMoveProblem, [string, WebTranslationKey]> = {
  closeReasonRequired: ['closeReason', ReferralValidation.closeReasonRequired],
  closeReasonUnknown: ['closeReason', ReferralValidation.closeReasonUnknown],
  noteRequired: ['note', ReferralValidation.noteRequired],
};

const forbidden = (reason: Reason) => new AppError('forbidden', reason);

type Milestones = Record<ReferralMilestone, string | null>;

/** The field errors of a set of milestone dates; `changed` are the ones this request sets. */
function milestoneErrors(
  dates: Milestones,
  changed: readonly ReferralMilestone[],
  createdDay: string,
) {
  const errors: CollectedFieldProblems = {};
  for (const name of changed) {
    const day = dates[name];
    if (day !== null && MILESTONES_AFTER_REFERRAL.includes(name) && day < createdDay) {
      errors[name] = [ReferralValidation.beforeReferral];
    }
  }
  if (dates.moveOutOn !== null && dates.moveInOn === null) {
    errors.moveOutOn = [ReferralValidation.moveOutWithoutMoveIn];
  } else if (
    dates.moveOutOn !== null &&
    dates.moveInOn !== null &&
    dates.moveOutOn < dates.moveInOn
  ) {
    errors.moveOutOn = [ReferralValidation.moveOutBeforeMoveIn];
  }
  if (
    dates.hospitalAdmittedOn !== null &&
    dates.hospitalDischargeOn !== null &&
    dates.hospitalDischargeOn < dates.hospitalAdmittedOn
  ) {
    errors.hospitalDischargeOn = [ReferralValidation.dischargeBeforeAdmission];
  }
  return errors;
}

export function createChangeService(
  db: Database,
  referrals: ReferralService,
  writes: ReferralWriteRepo,
  notifier: Notifier,
) {
  const lockedFor = (tx: Transaction, actor: Actor, id: number) =>
    lockedForChange(writes, tx, actor, id);

  /** 409 for a move the table lacks, 403 for a party without it, 422 for what it needs; in that order. */
  function checkMove(party: ReferralParty, from: ReferralStatus, change: ReferralStatusMove) {
    if (!referralMoveExists(from, change.to)) {
      const allowed = referralMovesFor(party, from).map(statusName);
      throw new AppError(
        'conflict',
        {
          code: 'referral_move_refused',
          params: { from: statusName(from), to: statusName(change.to) },
        },
        { to: allowed.map(fieldValue) },
      );
    }
    if (!canMoveReferral(party, from, change.to)) {
      throw forbidden({
        code: party === 'hub' ? 'referral_move_hub' : 'referral_move_referrer',
        params: { from: statusName(from), to: statusName(change.to) },
      });
    }
    const problems = referralMoveProblems(change.to, change);
    if (problems.length > 0) {
      throw invalid(
        Object.fromEntries(
          problems.map((problem) => {
            const [field, message] = problemFields[problem];
            return [field, [message]];
          }),
        ),
      );
    }
  }

  async function audit(
    tx: Transaction,
    context: AuditContext,
    referral: LockedReferral,
    action: AuditAction,
    details: Record<string, unknown>,
  ) {
    await writeAudit(tx, context, {
      action,
      subjectType: 'referral',
      subjectId: referral.id,
      agencyId: referral.hubAgencyId,
      details,
    });
  }

  /** Tells the referring partner's staff (not whoever closed it) that their referral closed. */
  async function announceClosed(tx: Transaction, actor: Actor, referral: LockedReferral) {
    if (referral.partnerId === null) {
      return;
    }
    const staff = await notifier.partnerStaff(tx, referral.partnerId);
    await notifier.notify(
      tx,
      staff.filter((userId) => userId !== actor.userId),
      {
        kind: 'referral.closed',
        priority: NotificationPriority.normal,
        link: `/user/shared-living/referrals/${referral.id}`,
        params: { referralId: referral.id, hubId: referral.hubId },
      },
    );
  }

  return {
    async move(actor: Actor, id: number, change: ReferralStatusMove, context: AuditContext) {
      await notifier.transaction(async (tx) => {
        const { referral, party } = await lockedFor(tx, actor, id);
        checkMove(party, referral.status, change);
        const closing = change.to === ReferralStatus.closed;
        const closeReason = closing ? (change.closeReason ?? null) : null;
        await writes.setStatus(tx, id, {
          status: change.to,
          closeReason,
          closeNote: closing ? change.note : null,
        });
        await writes.appendEvents(tx, [
          {
            referralId: id,
            kind: 'status',
            fromStatus: referral.status,
            toStatus: change.to,
            closeReason,
            note: change.note,
            actorId: actor.userId,
          },
        ]);
        await audit(tx, context, referral, 'referral.status_changed', {
          from: referral.status,
          to: change.to,
          closeReason,
        });
        if (closing) {
          await announceClosed(tx, actor, referral);
        }
      });
      return referrals.get(actor, id, context);
    },

    async setMilestones(
      actor: Actor,
      id: number,
      input: ReferralMilestonesChange,
      context: AuditContext,
    ) {
      await db.transaction(async (tx) => {
        const { referral, party } = await lockedFor(tx, actor, id);
        const sent = REFERRAL_MILESTONES.filter((name) => input[name] !== undefined);
        if (party === 'referrer' && sent.some((name) => !REFERRER_MILESTONES.includes(name))) {
          throw forbidden('referrer_records_dates');
        }
        const current = Object.fromEntries(
          REFERRAL_MILESTONES.map((name) => [name, referral[name]]),
        ) as Milestones;
        const changed = sent.filter((name) => (input[name] ?? null) !== current[name]);
        const next = {
          ...current,
          ...Object.fromEntries(changed.map((name) => [name, input[name] ?? null])),
        };
        const errors = milestoneErrors(next, changed, referral.createdDay);
        if (Object.keys(errors).length > 0) {
          throw invalid(errors);
        }
        if (changed.length === 0) {
          return;
        }
        await writes.setMilestones(
          tx,
          id,
          Object.fromEntries(changed.map((name) => [name, next[name]])),
        );
        await writes.appendEvents(
          tx,
          changed.map((name) => ({
            referralId: id,
            kind: 'milestone',
            milestone: name,
            milestoneOn: next[name],
            actorId: actor.userId,
          })),
        );
        await audit(
          tx,
          context,
          referral,
          'referral.milestones_changed',
          Object.fromEntries(changed.map((name) => [name, next[name]])),
        );
      });
      return referrals.get(actor, id, context);
    },

    async place(
      actor: Actor,
      id: number,
      placement: {
        homeId: number;
        billingFrequency: SharedLivingBillingFrequency;
        rateCents: number;
      },
      context: AuditContext,
    ) {
      await db.transaction(async (tx) => {
        const { referral, party } = await lockedFor(tx, actor, id);
        if (party !== 'hub') {
          throw forbidden('hub_places_referrals');
        }
        if (referral.status === ReferralStatus.closed) {
          throw new AppError('conflict', 'referral_closed');
        }
        const home = await writes.lockHome(tx, placement.homeId);
        if (home === undefined || home.hubId !== referral.hubId) {
          throw invalid({ homeId: [ReferralValidation.homeNotInHub] });
        }
        if (home.retired) {
          throw invalid({ homeId: [ReferralValidation.homeRetired] });
        }
        if (
          referral.homeId !== home.id &&
          (await writes.placesTaken(tx, home.id, id)) >= home.capacity
        ) {
          throw new AppError(
            'conflict',
            { code: 'home_full', params: { home: home.name } },
            {
              homeId: [ReferralValidation.homeFull],
            },
          );
        }
        await writes.setPlacement(tx, id, placement);
        await writes.appendEvents(tx, [
          // The home's name as it was: the timeline reads right even if the home is renamed later.
          { referralId: id, kind: 'placement', note: home.name, actorId: actor.userId },
        ]);
        await audit(tx, context, referral, 'referral.placed', placement);
      });
      return referrals.get(actor, id, context);
    },
  };
}

export type ChangeService = ReturnType<typeof createChangeService>;
