import { OrganisationKind, Role } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAgency, createUser, type TestUser } from '../../../../test/factories/identity.ts';
import { createListing } from '../../../../test/factories/listings.ts';
import {
  createAttendingFamily,
  createProviderUser,
  createVisitedFamily,
  reviewBody,
} from '../../../../test/factories/reviews.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { agencies, auditLog } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();

// Far from every other listing of the test database, so a search here finds only these.
const place = { latitude: 12.5, longitude: 44.5 };

type Review = {
  id: number;
  rating: number;
  body: string;
  authorName: string;
  reply: { body: string } | null;
};
type ReviewList = {
  data: Review[];
  meta: { total: number; rating: { average: number; count: number } | null };
};
type SearchBody = {
  data: { id: number; rating: { average: number; count: number } | null }[];
  meta: { total: number };
};

let agencyA: number;
let listingA: number;
let listingA2: number;
let agencyB: number;
let listingB: number;
let dayProgram: number;
let listingP: number;

const signIn = (user: TestUser) => signedInClient(server, user.email, user.password);
const reviewsPath = (listingId: number) => `/api/marketplace/listings/${listingId}/reviews`;
const readReviews = async (listingId: number) =>
  expectBody<ReviewList>(await server.request(reviewsPath(listingId)), 200);
const post = (client: BrowserClient, listingId: number, rating: number, body: string) =>
  client.json(reviewsPath(listingId), 'POST', { rating, body });

async function reviewAs(family: TestUser, listingId: number, rating: number): Promise<Review> {
  const client = await signIn(family);
  const response = await post(client, listingId, rating, reviewBody(`${rating} stars`));
  return (await expectBody<{ data: Review }>(response, 201)).data;
}

const search = async (query: string) =>
  expectBody<SearchBody>(
    await server.request(
      `/api/marketplace/homecare/listings?latitude=${place.latitude}&longitude=${place.longitude}&radiusKm=20&${query}`,
    ),
    200,
  );

beforeAll(async () => {
  const { db } = database;
  agencyA = await createAgency(db);
  agencyB = await createAgency(db);
  dayProgram = await createAgency(db);
  await db
    .update(agencies)
    .set({ kind: OrganisationKind.adultDayProgram })
    .where(eq(agencies.id, dayProgram));
  listingA = await createListing(db, { agencyId: agencyA, name: 'Rated home care', ...place });
  listingA2 = await createListing(db, {
    agencyId: agencyA,
    name: 'Unrated home care',
    latitude: place.latitude,
    longitude: place.longitude - 0.01,
  });
  listingB = await createListing(db, {
    agencyId: agencyB,
    name: 'Better rated home care',
    latitude: place.latitude + 0.05,
    longitude: place.longitude,
  });
  listingP = await createListing(db, {
    agencyId: dayProgram,
    name: 'Sunny day program',
    product: 'adultDay',
    ...place,
  });
});

describe('writing a review', () => {
  it('refuses a family without a verified visit by the organisation (403 with its code)', async () => {
    const stranger = await signIn(await createUser(database.db, { role: Role.user }));
    const refused = await post(stranger, listingA, 5, reviewBody('No visit'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'review_needs_verified_visit' });

    // A visit still going (checked in, not out) is not verified yet.
    const waiting = await signIn(
      await createVisitedFamily(database.db, agencyA, { checkedOut: false }),
    );
    expect((await post(waiting, listingA, 5, reviewBody('Not yet'))).status).toBe(403);

    // A verified visit by another agency does not open this one's listing.
    const otherAgencys = await signIn(await createVisitedFamily(database.db, dayProgram));
    expect((await post(otherAgencys, listingA, 5, reviewBody('Wrong agency'))).status).toBe(403);

    const viewer = await expectBody<{ data: { mayReview: boolean } }>(
      await stranger.request(`${reviewsPath(listingA)}/viewer`),
      200,
    );
    expect(viewer.data.mayReview).toBe(false);
  });

  it('counts a day the participant attended at the day program as its verified visit', async () => {
    const absentOnly = await signIn(await createAttendingFamily(database.db, dayProgram, 'absent'));
    expect((await post(absentOnly, listingP, 4, reviewBody('Never came'))).status).toBe(403);
    const elsewhere = await signIn(await createAttendingFamily(database.db, agencyB, 'present'));
    expect((await post(elsewhere, listingP, 4, reviewBody('Other place'))).status).toBe(403);

    const attended = await signIn(
      await createAttendingFamily(database.db, dayProgram, 'leftEarly'),
    );
    expect((await post(attended, listingP, 4, reviewBody('A good day'))).status).toBe(201);
  });

  it('lets only families write, and checks the stars and the words (422)', async () => {
    const family = await signIn(await createVisitedFamily(database.db, agencyA));
    const invalid = await expectFieldErrors(await post(family, listingA, 6, 'Too short'));
    expect(Object.keys(invalid).sort()).toEqual(['body', 'rating']);
    const owner = await signIn(
      await createUser(database.db, { role: Role.agency, agencyIds: [agencyA] }),
    );
    expect((await post(owner, listingA, 5, reviewBody('Self praise'))).status).toBe(403);
    expect((await server.request(reviewsPath(listingA), { method: 'POST' })).status).toBe(401);
  });

  it('takes one review per family per listing: the second is 409, the first is edited', async () => {
    const user = await createVisitedFamily(database.db, agencyA, { name: 'Olga Petrova Smith' });
    const family = await signIn(user);
    const viewerBefore = await expectBody<{ data: { mayReview: boolean } }>(
      await family.request(`${reviewsPath(listingA2)}/viewer`),
      200,
    );
    expect(viewerBefore.data.mayReview).toBe(true);
    const first = await expectBody<{ data: Review }>(
      await post(family, listingA2, 2, reviewBody('First try')),
      201,
    );
    expect(first.data.authorName).toBe('Olga S.');
    expect((await post(family, listingA2, 4, reviewBody('Again'))).status).toBe(409);

    const edited = await expectBody<{ data: Review }>(
      await family.json(`/api/reviews/${first.data.id}`, 'PUT', {
        rating: 4,
        body: reviewBody('Better'),
      }),
      200,
    );
    expect(edited.data).toMatchObject({ rating: 4, body: reviewBody('Better') });
    const someoneElse = await signIn(await createVisitedFamily(database.db, agencyA));
    const theirs = await someoneElse.json(`/api/reviews/${first.data.id}`, 'PUT', {
      rating: 1,
      body: reviewBody('Not mine'),
    });
    expect(theirs.status).toBe(403);
    const viewerAfter = await expectBody<{
      data: { mayReview: boolean; ownReview: Review | null };
    }>(await family.request(`${reviewsPath(listingA2)}/viewer`), 200);
    expect(viewerAfter.data).toMatchObject({ mayReview: false, ownReview: { rating: 4 } });
  });
});

describe('ratings, and searching by them', () => {
  it('shows a rating only from the third visible review', async () => {
    await reviewAs(await createVisitedFamily(database.db, agencyA), listingA, 5);
    await reviewAs(await createVisitedFamily(database.db, agencyA), listingA, 4);
    const two = await readReviews(listingA);
    expect(two.meta).toMatchObject({ total: 2, rating: null });
    const detail = await expectBody<{ data: { rating: unknown } }>(
      await server.request(`/api/marketplace/listings/${listingA}`),
      200,
    );
    expect(detail.data.rating).toBeNull();

    await reviewAs(await createVisitedFamily(database.db, agencyA), listingA, 4);
    const three = await readReviews(listingA);
    expect(three.meta).toMatchObject({ total: 3, rating: { average: 4.3, count: 3 } });
    // Newest first.
    expect(three.data.map((review) => review.rating)).toEqual([4, 4, 5]);
  });

  it('filters by a minimum rating and sorts the rated first, best first', async () => {
    for (const rating of [5, 5, 5]) {
      await reviewAs(await createVisitedFamily(database.db, agencyB), listingB, rating);
    }
    const nearest = await search('');
    expect(nearest.data.map((listing) => listing.id)).toEqual([listingA, listingA2, listingB]);

    const best = await search('sort=rating');
    expect(best.data.map((listing) => listing.id)).toEqual([listingB, listingA, listingA2]);
    expect(best.data[0]?.rating).toEqual({ average: 5, count: 3 });

    const fourAndUp = await search('minRating=4');
    expect(fourAndUp.data.map((listing) => listing.id)).toEqual([listingA, listingB]);
    const fiveOnly = await search('minRating=4.5&sort=rating');
    expect(fiveOnly.data.map((listing) => listing.id)).toEqual([listingB]);
    expect(
      (
        await server.request(
          `/api/marketplace/homecare/listings?latitude=1&longitude=1&minRating=9`,
        )
      ).status,
    ).toBe(422);
  });
});

describe('the organisation’s public reply', () => {
  it('is written and edited by the listing’s own staff or provider, and no one else', async () => {
    const review = await reviewAs(await createVisitedFamily(database.db, dayProgram), listingP, 3);
    const replyPath = `/api/reviews/${review.id}/reply`;
    const provider = await signIn(await createProviderUser(database.db, dayProgram));
    const otherProvider = await signIn(await createProviderUser(database.db, agencyA));
    const otherStaff = await signIn(
      await createUser(database.db, { role: Role.agency, agencyIds: [agencyA] }),
    );
    const family = await signIn(await createUser(database.db, { role: Role.user }));
    const admin = await signIn(await createUser(database.db, { role: Role.admin }));

    for (const refused of [otherProvider, otherStaff, family, admin]) {
      expect((await refused.json(replyPath, 'PUT', { body: 'Thanks!' })).status).toBe(403);
    }
    const first = await expectBody<{ data: Review }>(
      await provider.json(replyPath, 'PUT', { body: 'Thank you for your kind words.' }),
      200,
    );
    expect(first.data.reply?.body).toBe('Thank you for your kind words.');
    const edited = await expectBody<{ data: Review }>(
      await provider.json(replyPath, 'PUT', { body: 'Thank you, see you Monday.' }),
      200,
    );
    expect(edited.data.reply?.body).toBe('Thank you, see you Monday.');
    expect((await provider.json(replyPath, 'PUT', { body: ' ' })).status).toBe(422);
    const viewer = await expectBody<{ data: { mayReply: boolean } }>(
      await provider.request(`${reviewsPath(listingP)}/viewer`),
      200,
    );
    expect(viewer.data.mayReply).toBe(true);
  });
});

describe('reports of abuse', () => {
  it('reaches the admins’ queue; a hidden review leaves the listing and its rating', async () => {
    const agencyC = await createAgency(database.db);
    const listingC = await createListing(database.db, {
      agencyId: agencyC,
      name: 'Reported home care',
      latitude: 60,
      longitude: 60,
    });
    const reviewIds: number[] = [];
    for (const rating of [1, 4, 4]) {
      reviewIds.push(
        (await reviewAs(await createVisitedFamily(database.db, agencyC), listingC, rating)).id,
      );
    }
    const abusive = reviewIds[0] ?? 0;
    expect((await readReviews(listingC)).meta.rating).toEqual({ average: 3, count: 3 });

    const reporter = await signIn(
      await createUser(database.db, { role: Role.agency, agencyIds: [agencyC] }),
    );
    const reportPath = `/api/reviews/${abusive}/reports`;
    expect((await server.request(reportPath, { method: 'POST' })).status).toBe(401);
    expect((await reporter.json(reportPath, 'POST', { reason: 'x' })).status).toBe(422);
    expect(
      (await reporter.json(reportPath, 'POST', { reason: 'Insults our staff by name.' })).status,
    ).toBe(204);
    expect((await reporter.json(reportPath, 'POST', { reason: 'Again and again.' })).status).toBe(
      409,
    );

    expect((await reporter.request('/api/reviews/reported')).status).toBe(403);
    const admin = await signIn(await createUser(database.db, { role: Role.admin }));
    const queue = await expectBody<{ data: { id: number; reports: { reason: string }[] }[] }>(
      await admin.request('/api/reviews/reported'),
      200,
    );
    expect(queue.data.find((review) => review.id === abusive)?.reports).toEqual([
      expect.objectContaining({ reason: 'Insults our staff by name.' }),
    ]);

    expect(
      (await reporter.json(`/api/reviews/${abusive}/hidden`, 'PUT', { hidden: true })).status,
    ).toBe(403);
    const hidden = await expectBody<{ data: { hidden: boolean } }>(
      await admin.json(`/api/reviews/${abusive}/hidden`, 'PUT', { hidden: true }),
      200,
    );
    expect(hidden.data.hidden).toBe(true);
    const after = await readReviews(listingC);
    expect(after.meta).toMatchObject({ total: 2, rating: null });
    expect(after.data.map((review) => review.id)).not.toContain(abusive);
    const afterQueue = await expectBody<{ data: { id: number }[] }>(
      await admin.request('/api/reviews/reported'),
      200,
    );
    expect(afterQueue.data.map((review) => review.id)).not.toContain(abusive);
    const audited = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectType, 'listing_review'), eq(auditLog.subjectId, String(abusive))),
      );
    expect(audited.map((row) => row.action).sort()).toEqual([
      'review.created',
      'review.hidden',
      'review.reported',
    ]);
  });
});
