import { isoDateFromToday, listingSearchResponseSchema } from '@hearth/domain';
import { expect, inject } from 'vitest';
import { uniqueTag } from './serverApi.ts';

/** The id of the demo agency's published home care listing in Toronto, found as a family would. */
export async function demoHomecareListingId(): Promise<number> {
  const { demoAgencyId } = inject('webTestServer');
  const search = await fetch('/api/marketplace/homecare/listings?city=Toronto&perPage=100', {
    credentials: 'omit',
  });
  const { data } = listingSearchResponseSchema.parse(await search.json());
  const listing = data.find((each) => each.agency.id === demoAgencyId);
  if (listing === undefined) {
    return expect.fail('the demo agency has no home care listing in Toronto');
  }
  return listing.id;
}

/**
 * A family's request for care sent without a session, as the marketplace form sends it; it opens
 * a requested assessment at the listing's agency.
 */
export async function sendCareRequest(listingId: number, name: string): Promise<void> {
  const response = await fetch(`/api/marketplace/listings/${listingId}/care-requests`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      kind: 'requestCare',
      answers: {
        care_recipient: 'parent',
        age_range: '75_84',
        help_needed: ['companionship'],
        mobility: 'walking_aid',
        schedule: ['mornings'],
        start_date: isoDateFromToday(14),
      },
      contact: {
        name,
        email: `${uniqueTag()}@example.org`,
        phone: null,
        preferredContact: 'email',
      },
      consent: true,
    }),
  });
  if (response.status !== 201) {
    expect.fail(`the care request was refused with ${response.status}: ${await response.text()}`);
  }
}
