import type { AuditAction } from '@hearth/domain';
import {
  AssessmentStatus,
  DEFAULT_LOCALE,
  type Locale,
  NotificationPriority,
  type OfferResponse,
  type PostingCreate,
  PostingValidation,
  qualifiesFor,
} from '@hearth/domain';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import {
  AppError,
  type CollectedFieldProblems,
  type FieldProblems,
} from '../../../platform/errors.ts';
import type { Notifier } from '../../notifications/index.ts';
import { type PostingViewer, postingViewer } from './policy.ts';
import type { BoardFilter, OfferFilter, PostingRecord, PostingRepo } from './postingRepo.ts';
import type { PostedAssessment, PostingWriteRepo, Transaction } from './postingWriteRepo.ts';

export type Paging = { page: number; perPage: number };

const invalid = (errors: FieldProblems) =>
  new AppError('validation_failed', 'validation_failed', errors);
const notFound = () => new AppError('not_found', 'posting_not_found');
const notOpen = () => new AppError('conflict', 'posting_closed');

// A marketplace request has no patient yet, and a finished booking needs nobody new.
const postableStatuses: readonly AssessmentStatus[] = [
  AssessmentStatus.pending,
  AssessmentStatus.scheduled,
  AssessmentStatus.approved,
  AssessmentStatus.active,
];

/** Only the poster (and admins) and the party whose acceptance filled it learn who it is for. */
export function mayKnowPatient(record: Pick<PostingRecord, 'mine' | 'myResponse'>): boolean {
  return record.mine || record.myResponse === 'accepted';
}

const windowOf = (paging: Paging) => ({
  limit: paging.perPage,
  offset: (paging.page - 1) * paging.perPage,
});

function outside(ids: readonly number[], allowed: readonly { id: number }[]): boolean {
  const known = new Set(allowed.map((row) => row.id));
  return ids.some((id) => !known.has(id));
}

/** Who may be offered the booking: other agencies, and the agency's own qualified caregivers. */
export async function postingCandidates(
  writes: PostingWriteRepo,
  tx: Transaction,
  assessment: PostedAssessment,
  locale: Locale,
) {
  const [agencies, caregivers] = await Promise.all([
    writes.eligibleAgencies(tx, assessment),
    writes.hiredCaregivers(tx, assessment.agencyId, locale),
  ]);
  return {
    agencies,
    caregivers: caregivers
      .filter((caregiver) => qualifiesFor(assessment.services, caregiver.rank))
      .map(({ id, name, profession }) => ({ id, name, profession })),
  };
}

export function createPostingService(
  db: Database,
  repo: PostingRepo,
  writes: PostingWriteRepo,
  notifier: Notifier,
) {
  const candidatesFor = (tx: Transaction, assessment: PostedAssessment, locale: Locale) =>
    postingCandidates(writes, tx, assessment, locale);

  /** The caller's agency's booking, locked; the same 422 for another agency's as for none. */
  async function ownAssessment(tx: Transaction, actor: Actor, assessmentId: number) {
    const assessment = await writes.lockAssessment(tx, assessmentId);
    if (assessment === undefined || !actor.agencyIds.includes(assessment.agencyId)) {
      throw invalid({ assessmentId: [PostingValidation.unknownAssessment] });
    }
    return assessment;
  }

  async function audited(
    records: readonly PostingRecord[],
    context: AuditContext,
    action: AuditAction,
    subjectId?: number,
  ) {
    // Only what names a patient is a read of a clinical record; a bare offer names nobody.
    const patientIds = records
      .filter(mayKnowPatient)
      .map((record) => record.patientId)
      .filter((id): id is number => id !== null);
    if (patientIds.length > 0) {
      await writeReadAudit(db, context, {
        action,
        subjectType: 'posting',
        subjectId: subjectId ?? null,
        details: { postingIds: records.map((record) => record.id), patientIds },
      });
    }
  }

  async function visible(viewer: PostingViewer, id: number, locale: Locale) {
    const record = await repo.findVisible(viewer, id, locale);
    if (record === undefined) {
      throw notFound();
    }
    return record;
  }

  async function get(actor: Actor, id: number, locale: Locale, context: AuditContext) {
    const record = await visible(postingViewer(actor), id, locale);
    await audited([record], context, 'posting.viewed', id);
    return record;
  }

  /** A posting the caller's agency made (admins: any); 404 for one merely offered to them. */
  async function ownPosting(actor: Actor, id: number) {
    const record = await visible(postingViewer(actor), id, DEFAULT_LOCALE);
    if (!record.mine) {
      throw notFound();
    }
  }

  return {
    get,

    async candidates(actor: Actor, assessmentId: number, locale: Locale) {
      return db.transaction(async (tx) => {
        const assessment = await writes.lockAssessment(tx, assessmentId);
        if (assessment === undefined || !actor.agencyIds.includes(assessment.agencyId)) {
          throw new AppError('not_found', 'assessment_not_found');
        }
        return candidatesFor(tx, assessment, locale);
      });
    },

    async create(actor: Actor, input: PostingCreate, locale: Locale, context: AuditContext) {
      const id = await db.transaction(async (tx) => {
        const assessment = await ownAssessment(tx, actor, input.assessmentId);
        if (!postableStatuses.includes(assessment.status) || assessment.patientId === null) {
          throw invalid({ assessmentId: [PostingValidation.notPostable] });
        }
        if (await writes.hasOpenPosting(tx, assessment.id)) {
          throw new AppError('conflict', 'booking_posted', {
            assessmentId: [PostingValidation.alreadyPosted],
          });
        }
        const candidates = await candidatesFor(tx, assessment, locale);
        const errors: CollectedFieldProblems = {};
        if (outside(input.agencyIds, candidates.agencies)) {
          errors.agencyIds = [PostingValidation.notEligible];
        }
        if (outside(input.caregiverIds, candidates.caregivers)) {
          errors.caregiverIds = [PostingValidation.notEligible];
        }
        if (Object.keys(errors).length > 0) {
          throw invalid(errors);
        }
        const postingId = await writes.insertPosting(tx, {
          assessmentId: assessment.id,
          postedByAgencyId: assessment.agencyId,
          postedByUserId: actor.userId,
          note: input.note ?? null,
          agencyIds: input.agencyIds,
          caregiverIds: input.caregiverIds,
        });
        await writeAudit(tx, context, {
          action: 'posting.created',
          subjectType: 'posting',
          subjectId: postingId,
          agencyId: assessment.agencyId,
          details: input,
        });
        return postingId;
      });
      return get(actor, id, locale, context);
    },

    async board(
      actor: Actor,
      filter: BoardFilter,
      paging: Paging,
      locale: Locale,
      context: AuditContext,
    ) {
      const result = await repo.board(postingViewer(actor), filter, windowOf(paging), locale);
      await audited(result.rows, context, 'posting.listed');
      return result;
    },

    /** Who a posting was offered to and how they answered: for the posting agency only. */
    async agencyOffers(actor: Actor, postingId: number, filter: OfferFilter, paging: Paging) {
      await ownPosting(actor, postingId);
      return repo.agencyOffers(postingId, filter, windowOf(paging));
    },

    async caregiverOffers(
      actor: Actor,
      postingId: number,
      filter: OfferFilter,
      paging: Paging,
      locale: Locale,
    ) {
      await ownPosting(actor, postingId);
      return repo.caregiverOffers(postingId, filter, windowOf(paging), locale);
    },

    /**
     * Accept or decline an offer. The posting's row lock queues concurrent answers, so the first
     * accept fills it and every later one finds it filled (409); the unique index of accepted
     * offers backs this up should the lock ever be bypassed.
     */
    async respond(
      actor: Actor,
      postingId: number,
      response: Exclude<OfferResponse, 'pending'>,
      locale: Locale,
      context: AuditContext,
    ) {
      const viewer = postingViewer(actor);
      await notifier.transaction(async (tx) => {
        const posting = await writes.lockPosting(tx, postingId);
        const offer = posting && (await writes.ownOffer(tx, postingId, viewer));
        if (posting === undefined || offer === undefined) {
          throw notFound();
        }
        if (posting.status !== 'open') {
          throw notOpen();
        }
        if (offer.response !== 'pending') {
          throw new AppError('conflict', 'offer_answered');
        }
        await writes.answer(tx, offer.id, response, actor.userId);
        if (response === 'accepted') {
          await writes.fill(tx, postingId, offer);
          if (offer.caregiverId !== null) {
            await writes.joinCareTeam(tx, offer.caregiverId, posting.assessmentId);
          }
          await notifier.notify(tx, await notifier.agencyStaff(tx, posting.postedByAgencyId), {
            kind: 'posting.accepted',
            priority: NotificationPriority.normal,
            link: `/user/assessments/${posting.assessmentId}`,
            params: {
              postingId,
              assessmentId: posting.assessmentId,
              acceptedByUserId: actor.userId,
            },
          });
        }
        await writeAudit(tx, context, {
          action: `posting.${response}`,
          subjectType: 'posting',
          subjectId: postingId,
          agencyId: posting.postedByAgencyId,
        });
      });
      return get(actor, postingId, locale, context);
    },

    async withdraw(actor: Actor, postingId: number, locale: Locale, context: AuditContext) {
      await db.transaction(async (tx) => {
        const posting = await writes.lockPosting(tx, postingId);
        if (posting === undefined || !actor.agencyIds.includes(posting.postedByAgencyId)) {
          throw notFound();
        }
        if (posting.status !== 'open') {
          throw notOpen();
        }
        await writes.withdraw(tx, postingId);
        await writeAudit(tx, context, {
          action: 'posting.withdrawn',
          subjectType: 'posting',
          subjectId: postingId,
          agencyId: posting.postedByAgencyId,
        });
      });
      return get(actor, postingId, locale, context);
    },
  };
}

export type PostingService = ReturnType<typeof createPostingService>;
