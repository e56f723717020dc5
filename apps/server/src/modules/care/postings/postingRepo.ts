import type { ListingService, Locale, OfferResponse, PostingStatus, WeekDay } from '@hearth/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  assessmentScheduleSlots,
  assessments,
  caregivers,
  careTypes,
  cities,
  patients,
  postingOffers,
  postings,
  professions,
} from '../../../db/schema/index.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';
import type { PostingViewer } from './policy.ts';

type Reader = Pick<Database, 'select'>;
export type Window = { limit: number; offset: number };

const poster = alias(agencies, 'poster');
const fillingAgency = alias(agencies, 'filling_agency');
const fillingCaregiver = alias(caregivers, 'filling_caregiver');
const myOffer = alias(postingOffers, 'my_offer');

/** The viewer's own offer on a posting: to their agency, or to a caregiver profile of theirs. */
function ownOfferJoin(viewer: PostingViewer): SQL {
  switch (viewer.kind) {
    case 'agency':
      return and(
        eq(myOffer.postingId, postings.id),
        inArray(myOffer.agencyId, [...viewer.agencyIds, 0]),
      ) as SQL;
    case 'caregiver':
      return sql`${myOffer.postingId} = ${postings.id} AND ${myOffer.caregiverId} IN (SELECT ${caregivers.id} FROM ${caregivers} WHERE ${caregivers.userId} = ${viewer.userId})`;
    case 'admin':
    case 'none':
      return sql`false`;
  }
}

function postedByViewer(viewer: PostingViewer): SQL {
  switch (viewer.kind) {
    case 'admin':
      return sql`true`;
    case 'agency':
      return inArray(postings.postedByAgencyId, [...viewer.agencyIds, 0]);
    case 'caregiver':
    case 'none':
      return sql`false`;
  }
}

export type PostingRecord = Awaited<ReturnType<typeof selectPostings>>[number] & {
  schedule: { weekDay: WeekDay; start: string; end: string }[];
};

function selectPostings(reader: Reader, viewer: PostingViewer, locale: Locale) {
  return reader
    .select({
      id: postings.id,
      assessmentId: postings.assessmentId,
      status: sql<PostingStatus>`${postings.status}`,
      postedById: poster.id,
      postedByName: poster.name,
      note: postings.note,
      patientId: patients.id,
      patientName: sql<string>`${patients.firstName} || ' ' || ${patients.lastName}`,
      city: cities.name,
      careType: sql<string | null>`${labelIn(careTypes.labels, locale)}`,
      services: sql<ListingService[]>`${assessments.services}`,
      startDate: assessments.startDate,
      endDate: assessments.endDate,
      offeredToAgencies: sql<boolean>`EXISTS (SELECT 1 FROM ${postingOffers} WHERE ${postingOffers.postingId} = ${postings.id} AND ${postingOffers.agencyId} IS NOT NULL)`,
      offeredToCaregivers: sql<boolean>`EXISTS (SELECT 1 FROM ${postingOffers} WHERE ${postingOffers.postingId} = ${postings.id} AND ${postingOffers.caregiverId} IS NOT NULL)`,
      filledBy: sql<
        string | null
      >`coalesce(${fillingAgency.name}, ${fillingCaregiver.firstName} || ' ' || ${fillingCaregiver.lastName})`,
      filledAt: postings.filledAt,
      createdAt: postings.createdAt,
      myResponse: sql<OfferResponse | null>`${myOffer.response}`,
      mine: sql<boolean>`${postedByViewer(viewer)}`,
    })
    .from(postings)
    .innerJoin(poster, eq(poster.id, postings.postedByAgencyId))
    .innerJoin(assessments, eq(assessments.id, postings.assessmentId))
    .leftJoin(patients, eq(patients.id, assessments.patientId))
    .leftJoin(cities, eq(cities.id, patients.cityId))
    .leftJoin(careTypes, eq(careTypes.id, assessments.careTypeId))
    .leftJoin(fillingAgency, eq(fillingAgency.id, postings.filledByAgencyId))
    .leftJoin(fillingCaregiver, eq(fillingCaregiver.id, postings.filledByCaregiverId))
    .leftJoin(myOffer, ownOfferJoin(viewer));
}

/** Postings the viewer may see at all: their own agency's, or offered to them. */
function visibleTo(viewer: PostingViewer): SQL {
  return sql`(${postedByViewer(viewer)} OR ${myOffer.id} IS NOT NULL)`;
}

async function withSchedules(
  reader: Reader,
  rows: Awaited<ReturnType<typeof selectPostings>>,
): Promise<PostingRecord[]> {
  const ids = [...new Set(rows.map((row) => row.assessmentId))];
  const slots =
    ids.length === 0
      ? []
      : await reader
          .select({
            assessmentId: assessmentScheduleSlots.assessmentId,
            weekDay: sql<WeekDay>`${assessmentScheduleSlots.weekDay}`,
            start: sql<string>`to_char(${assessmentScheduleSlots.startsAt}, 'HH24:MI')`,
            end: sql<string>`to_char(${assessmentScheduleSlots.endsAt}, 'HH24:MI')`,
          })
          .from(assessmentScheduleSlots)
          .where(inArray(assessmentScheduleSlots.assessmentId, ids))
          .orderBy(asc(assessmentScheduleSlots.weekDay), asc(assessmentScheduleSlots.startsAt));
  return rows.map((row) => ({
    ...row,
    schedule: slots
      .filter((slot) => slot.assessmentId === row.assessmentId)
      .map(({ weekDay, start, end }) => ({ weekDay, start, end })),
  }));
}

export type BoardFilter = { box: 'offered' | 'mine'; status?: PostingStatus | undefined };

export type OfferFilter = { response?: OfferResponse | undefined; q?: string | undefined };

function offerConditions(postingId: number, party: SQL, filter: OfferFilter, searched: SQL[]) {
  return and(
    eq(postingOffers.postingId, postingId),
    party,
    filter.response === undefined ? undefined : eq(postingOffers.response, filter.response),
    ...searched,
  );
}

export function createPostingRepo(db: Database) {
  return {
    async board(viewer: PostingViewer, filter: BoardFilter, window: Window, locale: Locale) {
      const where = and(
        filter.box === 'mine' ? postedByViewer(viewer) : sql`${myOffer.id} IS NOT NULL`,
        filter.status === undefined ? undefined : eq(postings.status, filter.status),
      );
      const rows = await selectPostings(db, viewer, locale)
        .where(where)
        .orderBy(desc(postings.createdAt), desc(postings.id))
        .limit(window.limit)
        .offset(window.offset);
      const [totalRow] = await db
        .select({ total: count() })
        .from(postings)
        .leftJoin(myOffer, ownOfferJoin(viewer))
        .where(where);
      return { rows: await withSchedules(db, rows), total: totalRow?.total ?? 0 };
    },

    async findVisible(viewer: PostingViewer, id: number, locale: Locale) {
      const rows = await selectPostings(db, viewer, locale).where(
        and(eq(postings.id, id), visibleTo(viewer)),
      );
      const [record] = await withSchedules(db, rows);
      return record;
    },

    async agencyOffers(postingId: number, filter: OfferFilter, window: Window) {
      const where = offerConditions(
        postingId,
        sql`${postingOffers.agencyId} IS NOT NULL`,
        filter,
        [everyWordInAny([agencies.name], filter.q)].filter((c): c is SQL => c !== undefined),
      );
      const rows = await db
        .select({
          id: agencies.id,
          name: agencies.name,
          response: sql<OfferResponse>`${postingOffers.response}`,
          respondedAt: postingOffers.respondedAt,
        })
        .from(postingOffers)
        .innerJoin(agencies, eq(agencies.id, postingOffers.agencyId))
        .where(where)
        .orderBy(asc(agencies.name), asc(agencies.id))
        .limit(window.limit)
        .offset(window.offset);
      const [totalRow] = await db
        .select({ total: count() })
        .from(postingOffers)
        .innerJoin(agencies, eq(agencies.id, postingOffers.agencyId))
        .where(where);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async caregiverOffers(postingId: number, filter: OfferFilter, window: Window, locale: Locale) {
      const where = offerConditions(
        postingId,
        sql`${postingOffers.caregiverId} IS NOT NULL`,
        filter,
        [everyWordInAny([caregivers.firstName, caregivers.lastName], filter.q)].filter(
          (c): c is SQL => c !== undefined,
        ),
      );
      const rows = await db
        .select({
          id: caregivers.id,
          name: sql<string>`${caregivers.firstName} || ' ' || ${caregivers.lastName}`,
          profession: sql<string | null>`${labelIn(professions.labels, locale)}`,
          response: sql<OfferResponse>`${postingOffers.response}`,
          respondedAt: postingOffers.respondedAt,
        })
        .from(postingOffers)
        .innerJoin(caregivers, eq(caregivers.id, postingOffers.caregiverId))
        .leftJoin(professions, eq(professions.id, caregivers.professionId))
        .where(where)
        .orderBy(asc(caregivers.lastName), asc(caregivers.firstName), asc(caregivers.id))
        .limit(window.limit)
        .offset(window.offset);
      const [totalRow] = await db
        .select({ total: count() })
        .from(postingOffers)
        .innerJoin(caregivers, eq(caregivers.id, postingOffers.caregiverId))
        .where(where);
      return { rows, total: totalRow?.total ?? 0 };
    },
  };
}

export type PostingRepo = ReturnType<typeof createPostingRepo>;
