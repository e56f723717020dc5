import {
  canEditReferralDetails,
  REFERRAL_FORM_FIELDS,
  type ReferralCreate,
  type ReferralFormField,
  type ReferralMilestone,
  ReferralStatus,
  ReferralValidation,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError, type CollectedFieldProblems } from '../../../platform/errors.ts';
import { lockedFor } from './lockedReferral.ts';
import type { ReferralService } from './referralService.ts';
import { invalid } from './referralService.ts';
import type {
  LockedReferral,
  ReferralEventRow,
  ReferralWriteRepo,
  Transaction,
} from './referralWriteRepo.ts';

// Editing what a referral says about the person after it was made: the same form, the same
// schema as referring. The hub stays the hub it was sent to (placement and milestones hang on it).

type Editable = Exclude<ReferralFormField, 'hubId'>;
/** Every field of the form but the hub. */
const EDITABLE = REFERRAL_FORM_FIELDS.filter((field): field is Editable => field !== 'hubId');
type Details = Pick<LockedReferral, Editable>;

/** The milestones the referral form also carries, so an edit may change them too. */
const HOSPITAL_DATES = [
  'hospitalAdmittedOn',
  'hospitalDischargeOn',
] as const satisfies readonly ReferralMilestone[];
const isHospitalDate = (field: Editable) => (HOSPITAL_DATES as readonly Editable[]).includes(field);

/** The named fields of the details, for an update that writes only what changed. */
function only(details: Details, fields: readonly Editable[]): Partial<Details> {
  // fromEntries forgets which value belongs to which key; each value is read from its own key.
  return Object.fromEntries(fields.map((field) => [field, details[field]])) as Partial<Details>;
}

export function createDetailsService(
  db: Database,
  referrals: ReferralService,
  writes: ReferralWriteRepo,
) {
  /** 422 for a moved hub or a partner or coordinator that does not exist. */
  async function checkReferences(
    tx: Transaction,
    referral: LockedReferral,
    next: Details,
    hubId: number,
  ) {
    const errors: CollectedFieldProblems = {};
    if (hubId !== referral.hubId) {
      errors.hubId = [ReferralValidation.hubFixed];
    }
    if (
      next.partnerId !== null &&
      next.partnerId !== referral.partnerId &&
      !(await writes.partnerExists(tx, next.partnerId))
    ) {
      errors.partnerId = [ReferralValidation.unknownPartner];
    }
    if (
      next.careCoordinatorId !== null &&
      next.careCoordinatorId !== referral.careCoordinatorId &&
      !(await writes.coordinatorExists(tx, next.careCoordinatorId))
    ) {
      errors.careCoordinatorId = [ReferralValidation.unknownCoordinator];
    }
    if (Object.keys(errors).length > 0) {
      throw invalid(errors);
    }
  }

  return {
    /** 404 out of scope, 409 closed, 403 for the referrer once on hold, 422 for bad details. */
    async edit(actor: Actor, id: number, input: ReferralCreate, context: AuditContext) {
      await db.transaction(async (tx) => {
        const { referral, party } = await lockedFor(writes, tx, actor, id);
        if (referral.status === ReferralStatus.closed) {
          throw new AppError('conflict', 'referral_closed_details');
        }
        if (!canEditReferralDetails(party, referral.status)) {
          throw new AppError('forbidden', 'referral_on_hold_details');
        }
        const next: Details = {
          // The hub names the referring partner; a referrer's stays theirs, whatever is sent.
          partnerId: party === 'hub' ? input.partnerId : referral.partnerId,
          careCoordinatorId: input.careCoordinatorId,
          firstName: input.firstName,
          lastName: input.lastName,
          dateOfBirth: input.dateOfBirth,
          phone: input.phone,
          needs: input.needs,
          hospitalAdmittedOn: input.hospitalAdmittedOn,
          hospitalDischargeOn: input.hospitalDischargeOn,
        };
        await checkReferences(tx, referral, next, input.hubId);
        const changed = EDITABLE.filter((field) => next[field] !== referral[field]);
        if (changed.length === 0) {
          return;
        }
        await writes.setDetails(tx, id, only(next, changed));
        // Hospital dates are milestones: each change reads on the timeline as the milestones'.
        const rows: ReferralEventRow[] = HOSPITAL_DATES.filter((name) =>
          changed.includes(name),
        ).map((name) => ({
          referralId: id,
          kind: 'milestone',
          milestone: name,
          milestoneOn: next[name],
          actorId: actor.userId,
        }));
        if (changed.some((field) => !isHospitalDate(field))) {
          rows.unshift({ referralId: id, kind: 'details', actorId: actor.userId });
        }
        await writes.appendEvents(tx, rows);
        // Which fields changed, not their values: names, needs and dates are health information.
        await writeAudit(tx, context, {
          action: 'referral.details_changed',
          subjectType: 'referral',
          subjectId: id,
          agencyId: referral.hubAgencyId,
          details: {
            fields: changed,
            partnerId: next.partnerId,
            careCoordinatorId: next.careCoordinatorId,
          },
        });
      });
      return referrals.get(actor, id, context);
    },
  };
}

export type DetailsService = ReturnType<typeof createDetailsService>;
