import {
  type AnsweredQuestion,
  AssessmentStatus,
  type CareRequestContact,
  type CareRequestKind,
  type LeadLocation,
  type ListingService,
  type Locale,
  type MarketplaceProduct,
} from '@hearth/domain';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  assessmentStatusChanges,
  assessments,
  careRequests,
  leads,
  marketplaceListings as listings,
  users,
} from '../../../db/schema/index.ts';
import type { SeedTransaction } from '../../../db/seed/types.ts';
import { agencyListed } from '../listings/listingColumns.ts';
import type { InboxScope } from './policy.ts';

type Transaction = SeedTransaction;

/** The listing a request is made from, if it is in the marketplace now. */
export type RequestableListing = {
  id: number;
  name: string;
  agencyId: number;
  product: MarketplaceProduct;
  careTypeIds: number[];
};

export type NewCareRequest = {
  reference: string;
  listing: RequestableListing;
  kind: CareRequestKind;
  services: ListingService[];
  answers: AnsweredQuestion[];
  contact: CareRequestContact;
  visitDate: string | null;
  message: string | null;
  locale: Locale;
  requestedBy: number | null;
};

export type InboxFilter = {
  seen?: boolean | undefined;
  kind?: CareRequestKind | undefined;
  product?: MarketplaceProduct | undefined;
};

function scopeCondition(scope: InboxScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agencies':
      return inArray(assessments.agencyId, [...scope.agencyIds]);
    case 'requester':
      return eq(careRequests.requestedBy, scope.userId);
  }
}

function filterCondition(scope: InboxScope, filter: InboxFilter): SQL | undefined {
  const seenCondition =
    filter.seen === undefined
      ? undefined
      : filter.seen
        ? isNotNull(careRequests.seenAt)
        : isNull(careRequests.seenAt);
  return and(
    scopeCondition(scope),
    seenCondition,
    filter.kind === undefined ? undefined : eq(careRequests.kind, filter.kind),
    filter.product === undefined ? undefined : eq(listings.product, filter.product),
  );
}

const summaryColumns = {
  id: careRequests.id,
  reference: careRequests.reference,
  kind: careRequests.kind,
  product: listings.product,
  listingId: listings.id,
  listingName: listings.name,
  agencyId: agencies.id,
  agencyName: agencies.name,
  contactName: careRequests.contactName,
  visitDate: careRequests.visitDate,
  createdAt: careRequests.createdAt,
  seenAt: careRequests.seenAt,
  status: assessments.status,
};

const detailColumns = {
  ...summaryColumns,
  contactEmail: careRequests.contactEmail,
  contactPhone: careRequests.contactPhone,
  preferredContact: careRequests.preferredContact,
  answers: careRequests.answers,
  message: careRequests.message,
  locale: careRequests.locale,
  seenById: users.id,
  seenByName: users.name,
  assessmentId: assessments.id,
  assessmentStatus: assessments.status,
};

/** Every inbox query reads a request through its assessment (the agency) and its listing. */
function inboxJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(assessments, eq(assessments.id, careRequests.assessmentId))
    .innerJoin(listings, eq(listings.id, careRequests.listingId))
    .innerJoin(agencies, eq(agencies.id, assessments.agencyId));
}

export function createCareRequestRepo(db: Database) {
  async function unseenCount(scope: InboxScope): Promise<number> {
    const [row] = await inboxJoins(
      db.select({ total: count() }).from(careRequests).$dynamic(),
    ).where(and(scopeCondition(scope), isNull(careRequests.seenAt)));
    return row?.total ?? 0;
  }

  return {
    async requestableListing(id: number): Promise<RequestableListing | undefined> {
      const [row] = await db
        .select({
          id: listings.id,
          name: listings.name,
          agencyId: listings.agencyId,
          product: listings.product,
          careTypeIds: listings.careTypeIds,
        })
        .from(listings)
        // As the listing's public page: published, of an agency still in the marketplace.
        .where(and(eq(listings.id, id), eq(listings.published, true), agencyListed));
      return row && { ...row, product: row.product as MarketplaceProduct };
    },

    /** The assessment and the request; the caller's transaction holds them together. */
    async insert(tx: Transaction, request: NewCareRequest) {
      const [assessment] = await tx
        .insert(assessments)
        .values({
          agencyId: request.listing.agencyId,
          careTypeId:
            request.listing.careTypeIds.length === 1 ? request.listing.careTypeIds[0] : null,
          services: request.services,
          status: AssessmentStatus.requested,
        })
        .returning({ id: assessments.id });
      if (assessment === undefined) {
        throw new Error('no assessment created');
      }
      // The status history starts with the request (no one signed in moved it there).
      await tx.insert(assessmentStatusChanges).values({
        assessmentId: assessment.id,
        fromStatus: null,
        toStatus: AssessmentStatus.requested,
      });
      const [created] = await tx
        .insert(careRequests)
        .values({
          reference: request.reference,
          assessmentId: assessment.id,
          listingId: request.listing.id,
          kind: request.kind,
          answers: request.answers,
          contactName: request.contact.name,
          contactEmail: request.contact.email,
          contactPhone: request.contact.phone,
          preferredContact: request.contact.preferredContact,
          visitDate: request.visitDate,
          message: request.message,
          locale: request.locale,
          requestedBy: request.requestedBy,
        })
        .returning({ id: careRequests.id, createdAt: careRequests.createdAt });
      if (created === undefined) {
        throw new Error('no care request created');
      }
      return { ...created, assessmentId: assessment.id };
    },

    async insertLead(
      tx: Transaction,
      lead: {
        location: LeadLocation;
        listingId: number;
        agencyId: number;
        contact: CareRequestContact;
        message: string | null;
      },
    ): Promise<number> {
      const [row] = await tx
        .insert(leads)
        .values({
          kind: 'careSeeker',
          location: lead.location,
          listingId: lead.listingId,
          agencyId: lead.agencyId,
          name: lead.contact.name,
          email: lead.contact.email,
          phone: lead.contact.phone,
          message: lead.message,
        })
        .returning({ id: leads.id });
      if (row === undefined) {
        throw new Error('no lead created');
      }
      return row.id;
    },

    async list(scope: InboxScope, filter: InboxFilter, page: { limit: number; offset: number }) {
      const where = filterCondition(scope, filter);
      const [rows, [totals], unseen] = await Promise.all([
        inboxJoins(db.select(summaryColumns).from(careRequests).$dynamic())
          .where(where)
          .orderBy(desc(careRequests.createdAt), desc(careRequests.id))
          .limit(page.limit)
          .offset(page.offset),
        inboxJoins(db.select({ total: count() }).from(careRequests).$dynamic()).where(where),
        unseenCount(scope),
      ]);
      return { rows, total: totals?.total ?? 0, unseen };
    },

    unseenCount,

    async findVisible(scope: InboxScope, id: number) {
      const [row] = await inboxJoins(db.select(detailColumns).from(careRequests).$dynamic())
        .leftJoin(users, eq(users.id, careRequests.seenBy))
        .where(and(scopeCondition(scope), eq(careRequests.id, id)));
      return row;
    },

    /** Stamps the first opening only; a later reader leaves the first one in place. */
    async markSeen(tx: Transaction, id: number, userId: number): Promise<boolean> {
      const updated = await tx
        .update(careRequests)
        .set({ seenAt: sql`now()`, seenBy: userId })
        .where(and(eq(careRequests.id, id), isNull(careRequests.seenAt)))
        .returning({ id: careRequests.id });
      return updated.length > 0;
    },
  };
}

export type CareRequestRepo = ReturnType<typeof createCareRequestRepo>;
export type SummaryRecord = Awaited<ReturnType<CareRequestRepo['list']>>['rows'][number];
export type DetailRecord = NonNullable<Awaited<ReturnType<CareRequestRepo['findVisible']>>>;
