import { Role } from '@hearth/domain';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  agencies,
  listingReviewReports,
  listingReviews,
  marketplaceListings,
  patientContacts,
  shifts,
  users,
} from '../../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';

// Reviews on the demo agency's listings, each by a family whose patient Maple has visited (a
// checked-out visit of the care billing demo): the demo family's own, and a few other families'
// so some listings are rated in search while the day program, with two, is not yet.

const DEMO_AGENCY = 'Maple Home Care';
const DEMO_FAMILY_EMAIL = 'user@demo.hearth.test';

type DemoReviewer = { email: string; name: string };
type DemoReview = { by: string; rating: number; body: string; daysAgo: number };

/** Families of other Maple clients; the last has reviewed nothing, for the reviews walk-through. */
export const DEMO_REVIEWERS: readonly DemoReviewer[] = [
  { email: 'family.grace@demo.hearth.test', name: 'Grace Thompson' },
  { email: 'family.daniel@demo.hearth.test', name: 'Daniel Okafor' },
  { email: 'family.priya@demo.hearth.test', name: 'Priya Sharma' },
  { email: 'family.marc@demo.hearth.test', name: 'Marc Tremblay' },
];

const HOME_CARE_REVIEWS: readonly DemoReview[] = [
  {
    by: DEMO_FAMILY_EMAIL,
    rating: 5,
    daysAgo: 3,
    body: 'The morning visits have changed everything for my mother. Her caregiver is patient, always on time, and tells me how the morning went.',
  },
  {
    by: 'family.grace@demo.hearth.test',
    rating: 4,
    daysAgo: 12,
    body: 'Kind and reliable caregivers. Once a visit was moved at short notice, but the office called ahead and found a replacement.',
  },
  {
    by: 'family.daniel@demo.hearth.test',
    rating: 5,
    daysAgo: 20,
    body: 'Dad looks forward to the afternoon visits. The care plan was explained clearly and the team follows it to the letter.',
  },
];

const TEAM_REVIEWS: readonly DemoReview[] = [
  {
    by: 'family.grace@demo.hearth.test',
    rating: 4,
    daysAgo: 8,
    body: 'A small, friendly team that knows the neighbourhood. Weekend cover could be better.',
  },
  {
    by: 'family.daniel@demo.hearth.test',
    rating: 3,
    daysAgo: 15,
    body: 'Good care once it started, but it took two weeks to get a regular caregiver assigned.',
  },
  {
    by: 'family.priya@demo.hearth.test',
    rating: 4,
    daysAgo: 25,
    body: 'Our caregiver speaks Punjabi with my grandmother, which means the world to her.',
  },
];

const DAY_PROGRAM_REVIEWS: readonly DemoReview[] = [
  {
    by: 'family.priya@demo.hearth.test',
    rating: 5,
    daysAgo: 6,
    body: 'Lovely activities and a warm lunch; my grandmother comes home happy and tired.',
  },
  {
    by: 'family.grace@demo.hearth.test',
    rating: 4,
    daysAgo: 18,
    body: 'Staff are attentive and the building is easy to get around with a walker.',
  },
];

/** The demo agency's owner disputes one review of its team: the admins' queue has one to decide. */
const DISPUTED = {
  reporter: 'agency@demo.hearth.test',
  author: 'family.daniel@demo.hearth.test',
  reason: 'The start date was the family’s own choice; we offered a caregiver the first week.',
};

async function reportDisputed(tx: SeedTransaction, listingId: number | undefined) {
  const [reporter] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DISPUTED.reporter));
  const [review] = await tx
    .select({ id: listingReviews.id })
    .from(listingReviews)
    .innerJoin(users, eq(users.id, listingReviews.authorUserId))
    .where(and(eq(users.email, DISPUTED.author), eq(listingReviews.listingId, listingId ?? 0)));
  if (reporter !== undefined && review !== undefined) {
    await tx
      .insert(listingReviewReports)
      .values({ reviewId: review.id, reporterUserId: reporter.id, reason: DISPUTED.reason })
      .onConflictDoNothing();
  }
}

/** Maple's patients whose visits were checked out: the clients whose families may review it. */
async function visitedPatients(tx: SeedTransaction, agencyId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ patientId: shifts.patientId })
    .from(shifts)
    .where(
      and(
        eq(shifts.agencyId, agencyId),
        isNotNull(shifts.checkedOutAt),
        isNull(shifts.cancelledAt),
      ),
    )
    .orderBy(asc(shifts.patientId));
  return rows.map((row) => row.patientId);
}

/** Makes the family a contact of a visited patient, unless it already is of one. */
async function ensureLinked(
  tx: SeedTransaction,
  family: { id: number; name: string; email: string },
  visited: readonly number[],
  preferred: number,
): Promise<void> {
  const linked = await tx
    .select({ patientId: patientContacts.patientId })
    .from(patientContacts)
    .where(eq(patientContacts.userId, family.id));
  if (linked.some((row) => visited.includes(row.patientId))) {
    return;
  }
  const patientId = visited[preferred % visited.length];
  if (patientId !== undefined) {
    await tx.insert(patientContacts).values({
      patientId,
      name: family.name,
      email: family.email,
      userId: family.id,
      consentToShare: true,
      consentRecordedAt: new Date(),
    });
  }
}

/** The reviewer's account, with the demo family's password (its hash copied: one password). */
async function ensureReviewer(tx: SeedTransaction, reviewer: DemoReviewer, passwordHash: string) {
  await tx
    .insert(users)
    .values({
      ...reviewer,
      role: Role.user,
      status: 1,
      passwordHash,
      passwordChangedAt: new Date(),
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, reviewer.email));
  return row;
}

async function writeReviews(
  tx: SeedTransaction,
  listingId: number | undefined,
  reviews: readonly DemoReview[],
  authors: ReadonlyMap<string, number>,
): Promise<void> {
  if (listingId === undefined) {
    return;
  }
  for (const review of reviews) {
    const authorUserId = authors.get(review.by);
    if (authorUserId === undefined) {
      continue;
    }
    const at = new Date(Date.now() - review.daysAgo * 86_400_000);
    const [written] = await tx
      .insert(listingReviews)
      .values({
        listingId,
        authorUserId,
        rating: review.rating,
        body: review.body,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ rating: listingReviews.rating });
    if (written !== undefined) {
      await tx
        .update(marketplaceListings)
        .set({
          reviewCount: sql`${marketplaceListings.reviewCount} + 1`,
          reviewRatingSum: sql`${marketplaceListings.reviewRatingSum} + ${written.rating}`,
        })
        .where(eq(marketplaceListings.id, listingId));
    }
  }
}

/** Maple's published listings of a product, oldest first: its own, then its teams'. */
async function mapleListings(tx: SeedTransaction, agencyId: number, product: string) {
  const rows = await tx
    .select({ id: marketplaceListings.id })
    .from(marketplaceListings)
    .where(
      and(
        eq(marketplaceListings.agencyId, agencyId),
        eq(marketplaceListings.product, product),
        eq(marketplaceListings.published, true),
      ),
    )
    .orderBy(asc(marketplaceListings.id));
  return rows.map((row) => row.id);
}

export const demoReviewsSeeder: Seeder = {
  name: 'marketplace.demo-reviews',
  async run(tx) {
    const [agency] = await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.name, DEMO_AGENCY));
    const [family] = await tx
      .select({ id: users.id, name: users.name, email: users.email, hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, DEMO_FAMILY_EMAIL));
    if (agency === undefined || family === undefined || family.hash === null) {
      return;
    }
    const visited = await visitedPatients(tx, agency.id);
    if (visited.length === 0) {
      return;
    }
    await ensureLinked(tx, family, visited, 0);
    const authors = new Map([[family.email, family.id]]);
    for (const [index, reviewer] of DEMO_REVIEWERS.entries()) {
      const account = await ensureReviewer(tx, reviewer, family.hash);
      if (account !== undefined) {
        await ensureLinked(tx, account, visited, index + 1);
        authors.set(account.email, account.id);
      }
    }
    const [homeCare, team] = await mapleListings(tx, agency.id, 'homecare');
    const [dayProgram] = await mapleListings(tx, agency.id, 'adultDay');
    await writeReviews(tx, homeCare, HOME_CARE_REVIEWS, authors);
    await writeReviews(tx, team, TEAM_REVIEWS, authors);
    await writeReviews(tx, dayProgram, DAY_PROGRAM_REVIEWS, authors);
    await reportDisputed(tx, team);
  },
};
