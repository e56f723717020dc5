import { listResponse, ownListingSchema } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { uniqueTag } from '../../../test/serverApi.ts';
import { asSignedIn, signInAs, signOut } from '../../../test/session.ts';

// Against the real test server and its demo reviews: Maple's first home care listing holds the
// demo family's review among at least three, so it shows a rating; one review of Maple's team
// listing waits in the admins' queue.

const user = userEvent.setup({ delay: null });

/** Maple's first published home care listing, the one its demo reviews are about. */
async function reviewedListing(): Promise<number> {
  const owner = await signInAs('agency');
  const listings = listResponse(ownListingSchema).parse(
    await asSignedIn('GET', `/api/agencies/${owner.organisation?.ids[0]}/listings?perPage=100`),
  ).data;
  await signOut();
  const ids = listings
    .filter((listing) => listing.product === 'homecare' && listing.published)
    .map((listing) => listing.id)
    .sort((a, b) => a - b);
  return ids[0] ?? expect.fail('the demo agency lists no home care');
}

async function reviewsOf(path: string) {
  renderApp(path);
  return screen.findByRole('region', { name: 'Reviews' });
}

describe('reviews on a listing', () => {
  it('shows a visitor the rating and the reviews, and asks them to sign in to write one', async () => {
    const listingId = await reviewedListing();
    const section = await reviewsOf(`/en-us/homecare/listings/${listingId}`);
    expect(await within(section).findByText(/out of 5 from \d+ reviews/)).toBeInTheDocument();
    const list = within(section).getByLabelText('Reviews, newest first');
    expect(within(list).getAllByRole('article').length).toBeGreaterThanOrEqual(3);
    expect(
      within(section).getByRole('link', {
        name: 'Had care from this organization? Sign in to review it.',
      }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('lets the family who wrote a review edit it, and thanks them', async () => {
    const listingId = await reviewedListing();
    const authDetails = await signInAs('user');
    renderApp(`/en-us/homecare/listings/${listingId}`, { authDetails });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    await user.click(await within(section).findByRole('button', { name: 'Edit your review' }));
    const form = within(section).getByRole('form', { name: 'Your review' });
    const words = within(form).getByRole('textbox', { name: 'Your review' });
    await user.clear(words);
    await user.type(words, 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    // Too few words to say anything: the form holds them back, and nothing is published.
    await waitFor(() => expect(words).toHaveAttribute('aria-invalid', 'true'));
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();

    await user.clear(words);
    await user.type(words, `Kind, punctual caregivers who listen to Dad (${uniqueTag()}).`);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Thank you: your review is published.',
    );
  });

  it('tells a family with no visit by the organisation why they cannot review it', async () => {
    // The demo family follows Maple's clients only; no Madrid agency ever visited them.
    const search = (await asSignedIn(
      'GET',
      '/api/marketplace/homecare/listings?latitude=40.4168&longitude=-3.7038&radiusKm=25',
    )) as { data: { id: number }[] };
    const madridListing = search.data[0]?.id ?? expect.fail('no listing in Madrid');
    const authDetails = await signInAs('user');
    renderApp(`/en-us/homecare/listings/${madridListing}`, { authDetails });
    expect(
      await screen.findByText(
        'You can review this listing once its caregivers have completed a visit for someone you care for.',
      ),
    ).toBeInTheDocument();
  });

  it("lets the listing's agency reply in public", async () => {
    const listingId = await reviewedListing();
    const authDetails = await signInAs('agency');
    renderApp(`/en-us/homecare/listings/${listingId}`, { authDetails });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const [first] = await within(section).findAllByRole('button', { name: /^(Reply|Edit reply)$/ });
    await user.click(first ?? expect.fail('no review to reply to'));
    const reply = `Thank you for trusting us with your father's care (${uniqueTag()}).`;
    const box = within(section).getByRole('textbox', { name: 'Your public reply' });
    await user.clear(box);
    await user.type(box, reply);
    await user.click(within(section).getByRole('button', { name: 'Publish reply' }));
    expect(await within(section).findByText(reply)).toBeInTheDocument();
  });

  it('takes a report of abuse from a signed-in reader', async () => {
    const listingId = await reviewedListing();
    const authDetails = await signInAs('caregiver');
    renderApp(`/en-us/homecare/listings/${listingId}`, { authDetails });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    const [report] = await within(section).findAllByRole('button', { name: 'Report' });
    await user.click(report ?? expect.fail('no review to report'));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'It names a caregiver who never worked there.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await within(section).findByText('Reported: an administrator will look at it.'),
    ).toBeInTheDocument();
  });
});

describe("the admins' queue of reported reviews", () => {
  it('lists a reported review with its reasons, and hides it once confirmed', async () => {
    const authDetails = await signInAs('admin');
    renderApp('/en-us/user/reviews/reported', { authDetails });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reported reviews' }),
    ).toBeVisible();
    const [hide] = await screen.findAllByRole('button', { name: 'Hide review' });
    const before = (await screen.findAllByRole('button', { name: 'Hide review' })).length;
    await user.click(hide ?? expect.fail('the queue is empty'));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: 'Hide review' }).length).toBeLessThan(before),
    );
  });
});
