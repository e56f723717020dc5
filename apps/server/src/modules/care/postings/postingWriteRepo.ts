import {
  AgencyStanding,
  type AssessmentStatus,
  CaregiverStatus,
  type ListingService,
  type Locale,
  type OfferResponse,
  type PostingStatus,
} from '@hearth/domain';
import { and, asc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  agencyCareTypes,
  agencyProfiles,
  assessments,
  caregivers,
  cities,
  patientCareTeam,
  patients,
  postingOffers,
  postings,
  professions,
} from '../../../db/schema/index.ts';
import { labelIn } from '../../../platform/db/labels.ts';
import { distanceKm } from '../../../platform/geo/nearby.ts';
import type { PostingViewer } from './policy.ts';

type Reader = Pick<Database, 'select'>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type PostedAssessment = {
  id: number;
  agencyId: number;
  patientId: number | null;
  careTypeId: number | null;
  status: AssessmentStatus;
  services: ListingService[];
  /** Where the care is given: the patient's own place, else their city's; null if neither. */
  latitude: number | null;
  longitude: number | null;
};

/** The offer a viewer may answer: to their agency, or to a caregiver profile of theirs. */
function ownOffer(viewer: PostingViewer): SQL {
  switch (viewer.kind) {
    case 'agency':
      return inArray(postingOffers.agencyId, [...viewer.agencyIds, 0]);
    case 'caregiver':
      return sql`${postingOffers.caregiverId} IN (SELECT ${caregivers.id} FROM ${caregivers} WHERE ${caregivers.userId} = ${viewer.userId})`;
    case 'admin':
    case 'none':
      return sql`false`;
  }
}

export function createPostingWriteRepo() {
  return {
    /** The booking to post, locked so two postings of it cannot be made at once. */
    async lockAssessment(tx: Transaction, id: number): Promise<PostedAssessment | undefined> {
      const [row] = await tx
        .select({
          id: assessments.id,
          agencyId: assessments.agencyId,
          patientId: assessments.patientId,
          careTypeId: assessments.careTypeId,
          status: sql<AssessmentStatus>`${assessments.status}`,
          services: sql<ListingService[]>`${assessments.services}`,
          latitude: sql<number | null>`coalesce(${patients.latitude}, ${cities.latitude})`,
          longitude: sql<number | null>`coalesce(${patients.longitude}, ${cities.longitude})`,
        })
        .from(assessments)
        .leftJoin(patients, eq(patients.id, assessments.patientId))
        .leftJoin(cities, eq(cities.id, patients.cityId))
        .where(eq(assessments.id, id))
        .for('update', { of: assessments });
      return row;
    },

    async hasOpenPosting(tx: Transaction, assessmentId: number): Promise<boolean> {
      const rows = await tx
        .select({ id: postings.id })
        .from(postings)
        .where(and(eq(postings.assessmentId, assessmentId), eq(postings.status, 'open')));
      return rows.length > 0;
    },

    /**
     * Other agencies in good standing that offer the booking's care type (any, when it has none)
     * and whose service circle holds the place of care (when that place is known).
     */
    eligibleAgencies(reader: Reader, assessment: PostedAssessment) {
      const { latitude, longitude } = assessment;
      const servesArea =
        latitude === null || longitude === null
          ? undefined
          : sql`${distanceKm(agencyProfiles, { latitude, longitude })} <= ${agencyProfiles.serviceRadiusKm}`;
      const careTypeServed =
        assessment.careTypeId === null
          ? undefined
          : sql`EXISTS (SELECT 1 FROM ${agencyCareTypes} WHERE ${agencyCareTypes.agencyId} = ${agencies.id} AND ${agencyCareTypes.careTypeId} = ${assessment.careTypeId})`;
      return reader
        .select({ id: agencies.id, name: agencies.name })
        .from(agencies)
        .innerJoin(agencyProfiles, eq(agencyProfiles.agencyId, agencies.id))
        .where(
          and(
            ne(agencies.id, assessment.agencyId),
            eq(agencyProfiles.standing, AgencyStanding.good),
            careTypeServed,
            servesArea,
          ),
        )
        .orderBy(asc(agencies.name), asc(agencies.id));
    },

    /** The agency's hired caregivers with an account (they answer themselves), with their rank. */
    hiredCaregivers(reader: Reader, agencyId: number, locale: Locale) {
      return reader
        .select({
          id: caregivers.id,
          name: sql<string>`${caregivers.firstName} || ' ' || ${caregivers.lastName}`,
          profession: sql<string | null>`${labelIn(professions.labels, locale)}`,
          rank: professions.rank,
        })
        .from(caregivers)
        .leftJoin(professions, eq(professions.id, caregivers.professionId))
        .where(
          and(
            eq(caregivers.agencyId, agencyId),
            eq(caregivers.status, CaregiverStatus.hired),
            isNotNull(caregivers.userId),
          ),
        )
        .orderBy(asc(caregivers.lastName), asc(caregivers.firstName), asc(caregivers.id));
    },

    async insertPosting(
      tx: Transaction,
      values: {
        assessmentId: number;
        postedByAgencyId: number;
        postedByUserId: number;
        note: string | null;
        agencyIds: readonly number[];
        caregiverIds: readonly number[];
      },
    ): Promise<number> {
      const { agencyIds, caregiverIds, ...posting } = values;
      const [row] = await tx.insert(postings).values(posting).returning({ id: postings.id });
      if (row === undefined) {
        throw new Error('the posting was not stored');
      }
      await tx
        .insert(postingOffers)
        .values([
          ...agencyIds.map((agencyId) => ({ postingId: row.id, agencyId })),
          ...caregiverIds.map((caregiverId) => ({ postingId: row.id, caregiverId })),
        ]);
      return row.id;
    },

    /** The posting under its row lock: concurrent answers to it queue here, one at a time. */
    async lockPosting(tx: Transaction, id: number) {
      const [row] = await tx
        .select({
          id: postings.id,
          status: sql<PostingStatus>`${postings.status}`,
          postedByAgencyId: postings.postedByAgencyId,
          assessmentId: postings.assessmentId,
        })
        .from(postings)
        .where(eq(postings.id, id))
        .for('update');
      return row;
    },

    async ownOffer(tx: Transaction, postingId: number, viewer: PostingViewer) {
      const [row] = await tx
        .select({
          id: postingOffers.id,
          agencyId: postingOffers.agencyId,
          caregiverId: postingOffers.caregiverId,
          response: sql<OfferResponse>`${postingOffers.response}`,
        })
        .from(postingOffers)
        .where(and(eq(postingOffers.postingId, postingId), ownOffer(viewer)))
        .orderBy(asc(postingOffers.id))
        .limit(1);
      return row;
    },

    async answer(tx: Transaction, offerId: number, response: OfferResponse, userId: number) {
      await tx
        .update(postingOffers)
        .set({ response, respondedBy: userId, respondedAt: sql`now()` })
        .where(eq(postingOffers.id, offerId));
    },

    async fill(
      tx: Transaction,
      postingId: number,
      by: { agencyId: number | null; caregiverId: number | null },
    ) {
      await tx
        .update(postings)
        .set({
          status: 'filled',
          filledByAgencyId: by.agencyId,
          filledByCaregiverId: by.caregiverId,
          filledAt: sql`now()`,
        })
        .where(eq(postings.id, postingId));
    },

    async withdraw(tx: Transaction, postingId: number) {
      await tx.update(postings).set({ status: 'withdrawn' }).where(eq(postings.id, postingId));
    },

    /** The caregiver who took the booking joins the patient's care team (no-op if already on it). */
    async joinCareTeam(tx: Transaction, caregiverId: number, assessmentId: number) {
      await tx.execute(sql`
        INSERT INTO ${patientCareTeam} (patient_id, user_id)
        SELECT ${assessments.patientId}, ${caregivers.userId}
        FROM ${assessments}, ${caregivers}
        WHERE ${assessments.id} = ${assessmentId} AND ${caregivers.id} = ${caregiverId}
          AND ${assessments.patientId} IS NOT NULL AND ${caregivers.userId} IS NOT NULL
        ON CONFLICT DO NOTHING`);
    },
  };
}

export type PostingWriteRepo = ReturnType<typeof createPostingWriteRepo>;
