import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import {
  listingReviewReports,
  listingReviews,
  patientContacts,
  users,
} from '../../../db/schema/index.ts';
import { DEMO_REVIEWERS, demoReviewsSeeder } from './demoSeed.ts';

const demo = useSeededDemo();

type SearchBody = {
  data: { id: number; name: string; rating: { average: number; count: number } | null }[];
};
type ReviewsBody = { data: { authorName: string }[]; meta: { total: number; rating: unknown } };

const toronto = async (searchType: string) =>
  (
    await expectBody<SearchBody>(
      await demo.server.request(
        `/api/marketplace/${searchType}/listings?city=Toronto&sort=rating&perPage=50`,
      ),
      200,
    )
  ).data;

describe('demo reviews', () => {
  it('rate a few of Maple’s listings in search, the demo family’s review among them', async () => {
    const rated = (await toronto('homecare')).filter((listing) => listing.rating !== null);
    expect(rated.length).toBeGreaterThanOrEqual(2);
    const [best] = rated;
    const reviews = await expectBody<ReviewsBody>(
      await demo.server.request(`/api/marketplace/listings/${best?.id}/reviews`),
      200,
    );
    expect(reviews.data.map((review) => review.authorName)).toContain('Uma F.');
  });

  it('leave the day program two reviews short of a rating, one eligible family yet to write', async () => {
    const [dayProgram] = (await toronto('day-program')).filter((listing) =>
      listing.name.startsWith('Maple Home Care'),
    );
    const reviews = await expectBody<ReviewsBody>(
      await demo.server.request(`/api/marketplace/listings/${dayProgram?.id}/reviews`),
      200,
    );
    expect(reviews.meta).toMatchObject({ total: 2, rating: null });
    const last = DEMO_REVIEWERS.at(-1);
    const family = await demo.signIn(last?.email ?? '');
    const viewer = await expectBody<{ data: { mayReview: boolean } }>(
      await family.request(`/api/marketplace/listings/${dayProgram?.id}/reviews/viewer`),
      200,
    );
    expect(viewer.data.mayReview).toBe(true);
  });

  it('give the admins one disputed review to decide', async () => {
    const admin = await demo.signIn('admin@demo.hearth.test');
    const queue = await expectBody<{ data: { authorName: string }[] }>(
      await admin.request('/api/reviews/reported'),
      200,
    );
    expect(queue.data.map((review) => review.authorName)).toEqual(['Daniel O.']);
  });

  it('adds nothing when run again', async () => {
    const totals = async () => {
      const [reviews] = await demo.database.db.select({ n: count() }).from(listingReviews);
      const [links] = await demo.database.db
        .select({ n: count() })
        .from(patientContacts)
        .innerJoin(users, eq(users.id, patientContacts.userId));
      const [reports] = await demo.database.db.select({ n: count() }).from(listingReviewReports);
      return { reviews: reviews?.n, links: links?.n, reports: reports?.n };
    };
    const before = await totals();
    await demo.database.db.transaction((tx) => demoReviewsSeeder.run(tx));
    expect(await totals()).toEqual(before);
  });
});
