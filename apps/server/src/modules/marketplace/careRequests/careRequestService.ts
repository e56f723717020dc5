import {
  type AssessmentStatus,
  answeredQuestionSchema,
  type CareRequest,
  type CareRequestCreate,
  type CareRequestCreated,
  type CareRequestKind,
  type CareRequestSummary,
  type ContactMethod,
  LEAD_LOCATION_OF_KIND,
  type Locale,
  MarketplaceProduct,
  NotificationPriority,
  type SurveyQuestion,
  surveyAnswerProblems,
  surveyProblemKey,
} from '@hearth/domain';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { type AuditContext, writeAudit, writeReadAudit } from '../../../platform/audit.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/errors.ts';
import { newReference } from '../../../platform/references.ts';
import type { Notifier } from '../../notifications/index.ts';
import { answeredQuestions, servicesAsked } from './answers.ts';
import type {
  CareRequestRepo,
  DetailRecord,
  InboxFilter,
  SummaryRecord,
} from './careRequestRepo.ts';
import { inboxScope, marksSeen } from './policy.ts';

/** Where the current survey comes from: the reference lists, which administrators edit. */
export type SurveySource = { currentQuestions: () => Promise<SurveyQuestion[]> };

export type Paging = { page: number; perPage: number };

/** Where a signed-in family follows its requests: the home of the signed-in area. */
const FAMILY_HOME = '/user';

const notFound = (what: 'listing_not_found' | 'care_request_not_found') =>
  new AppError('not_found', what);

const storedAnswersSchema = z.array(answeredQuestionSchema);

function summaryDto(row: SummaryRecord): CareRequestSummary {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as CareRequestKind,
    product: MarketplaceProduct.schema.parse(row.product),
    listing: { id: row.listingId, name: row.listingName },
    agency: { id: row.agencyId, name: row.agencyName },
    contactName: row.contactName,
    visitDate: row.visitDate,
    createdAt: row.createdAt.toISOString(),
    seenAt: row.seenAt?.toISOString() ?? null,
    status: row.status as AssessmentStatus,
  };
}

function detailDto(row: DetailRecord): CareRequest {
  return {
    ...summaryDto(row),
    contact: {
      name: row.contactName,
      email: row.contactEmail,
      phone: row.contactPhone,
      preferredContact: row.preferredContact as ContactMethod,
    },
    answers: storedAnswersSchema.parse(row.answers),
    message: row.message,
    locale: row.locale as Locale,
    seenBy:
      row.seenById === null || row.seenByName === null
        ? null
        : { id: row.seenById, name: row.seenByName },
    assessment: { id: row.assessmentId, status: row.assessmentStatus as AssessmentStatus },
  };
}

export function createCareRequestService(
  db: Database,
  repo: CareRequestRepo,
  survey: SurveySource,
  notifier: Notifier,
) {
  /** The survey's refusals as field errors on `answers.<code>`, as the form names its fields. */
  async function checkedAnswers(input: CareRequestCreate) {
    const questions = await survey.currentQuestions();
    const problems = surveyAnswerProblems(questions, input.answers);
    const entries = Object.entries(problems);
    if (entries.length > 0) {
      throw new AppError(
        'validation_failed',
        'validation_failed',
        Object.fromEntries(
          entries.map(([code, problem]) => [`answers.${code}`, [surveyProblemKey(problem)]]),
        ),
      );
    }
    return answeredQuestions(questions, input.answers);
  }

  return {
    async create(
      listingId: number,
      input: CareRequestCreate,
      locale: Locale,
      context: AuditContext,
      requestedBy: number | null,
    ): Promise<CareRequestCreated> {
      const listing = await repo.requestableListing(listingId);
      if (listing === undefined) {
        throw notFound('listing_not_found');
      }
      const answers = await checkedAnswers(input);
      const reference = newReference('CR');
      const created = await notifier.transaction(async (tx) => {
        const request = await repo.insert(tx, {
          reference,
          listing,
          kind: input.kind,
          services: servicesAsked(input.answers),
          answers,
          contact: input.contact,
          visitDate: input.kind === 'bookVisit' ? input.visitDate : null,
          message: input.message,
          locale,
          requestedBy,
        });
        // Shared living follows its families through issue 7's lead pipeline as well.
        const leadId =
          listing.product === MarketplaceProduct.sharecare
            ? await repo.insertLead(tx, {
                location: LEAD_LOCATION_OF_KIND[input.kind],
                listingId: listing.id,
                agencyId: listing.agencyId,
                contact: input.contact,
                message: input.message,
              })
            : null;
        await writeAudit(tx, context, {
          action: 'care_request.created',
          subjectType: 'care_request',
          subjectId: request.id,
          agencyId: listing.agencyId,
          details: {
            listingId,
            kind: input.kind,
            assessmentId: request.assessmentId,
            leadId,
            requestedBy,
          },
        });
        await notifier.notify(tx, await notifier.agencyStaff(tx, listing.agencyId), {
          kind: 'careRequest.received',
          priority: NotificationPriority.high,
          link: `/user/assessments/${request.assessmentId}`,
          params: {
            careRequestId: request.id,
            assessmentId: request.assessmentId,
            reference,
            requestKind: input.kind,
            contactName: input.contact.name,
          },
        });
        if (requestedBy !== null) {
          await notifier.notify(tx, [requestedBy], {
            kind: 'careRequest.sent',
            priority: NotificationPriority.normal,
            link: FAMILY_HOME,
            params: { careRequestId: request.id, reference, listingName: listing.name },
          });
        }
        return request;
      });
      return { reference, kind: input.kind, createdAt: created.createdAt.toISOString() };
    },

    async list(actor: Actor, filter: InboxFilter, paging: Paging, context: AuditContext) {
      const result = await repo.list(inboxScope(actor), filter, {
        limit: paging.perPage,
        offset: (paging.page - 1) * paging.perPage,
      });
      // The list names the families who asked for care: who saw which is kept, as for a record.
      await writeReadAudit(db, context, {
        action: 'care_request.listed',
        subjectType: 'care_request',
        details: { careRequestIds: result.rows.map((row) => row.id), ...filter, ...paging },
      });
      return { ...result, rows: result.rows.map(summaryDto) };
    },

    /** How many requests no one has opened: a number for the navigation, no one's details. */
    unseenCount: (actor: Actor) => repo.unseenCount(inboxScope(actor)),

    /** One request; the first reader at the agency marks it seen. Every read is audited. */
    async get(actor: Actor, id: number, context: AuditContext): Promise<CareRequest> {
      const scope = inboxScope(actor);
      const found = await repo.findVisible(scope, id);
      if (found === undefined) {
        throw notFound('care_request_not_found');
      }
      const firstView = await db.transaction(async (tx) => {
        const marked =
          found.seenAt === null && marksSeen(actor) && (await repo.markSeen(tx, id, actor.userId));
        await writeAudit(tx, context, {
          action: 'care_request.viewed',
          subjectType: 'care_request',
          subjectId: id,
          agencyId: found.agencyId,
          details: { firstView: marked },
        });
        return marked;
      });
      const current = firstView ? await repo.findVisible(scope, id) : found;
      return detailDto(current ?? found);
    },
  };
}

export type CareRequestService = ReturnType<typeof createCareRequestService>;
