import {
  AssessmentStatus,
  careRequestListResponseSchema,
  MarketplaceProduct,
  Role,
} from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { careRequestBody } from '../../../../test/factories/careRequests.ts';
import { createUser } from '../../../../test/factories/identity.ts';
import { createListing, listingInput } from '../../../../test/factories/listings.ts';
import { patientInput } from '../../../../test/factories/patients.ts';
import { createProvider } from '../../../../test/factories/providers.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf } from '../../../../test/json.ts';
import { expectBody } from '../../../../test/responses.ts';

// Two day programs, each with a listing and a request, and a caregiver: a provider keeps the
// listings and reads the requests of their own program only, and takes a request on with a
// participant of their program, as an agency does with a client.

const { database, server } = useTestServer();
const place = { latitude: 43.65, longitude: -79.38 };
const dayProgram = { product: MarketplaceProduct.adultDay, ...place };
type Provider = Awaited<ReturnType<typeof createProvider>>;
let sunrise: Provider;
let other: Provider;
let caregiver: BrowserClient;
const ids = { sunriseListing: 0, otherListing: 0 };

async function requestCare(listingId: number): Promise<string> {
  const response = await server.request(`/api/marketplace/listings/${listingId}/care-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(careRequestBody()),
  });
  return (await expectBody<{ data: { reference: string } }>(response, 201)).data.reference;
}

async function inbox(client: BrowserClient) {
  return bodyOf(
    await client.request('/api/care-requests?perPage=100'),
    careRequestListResponseSchema,
  );
}

beforeAll(async () => {
  const { db } = database;
  sunrise = await createProvider(db, server);
  other = await createProvider(db, server);
  ids.sunriseListing = await createListing(db, {
    agencyId: sunrise.organisationId,
    name: 'Sunrise days',
    ...dayProgram,
  });
  ids.otherListing = await createListing(db, {
    agencyId: other.organisationId,
    name: 'Other days',
    ...dayProgram,
  });
  await requestCare(ids.sunriseListing);
  await requestCare(ids.otherListing);
  const user = await createUser(db, { role: Role.caregiver, agencyIds: [sunrise.organisationId] });
  caregiver = await signedInClient(server, user.email, user.password);
});

describe("a provider's care-request inbox", () => {
  it("lists their own organisation's requests only", async () => {
    const body = await inbox(sunrise.client);
    expect(body.data.map((row) => row.listing.id)).toEqual([ids.sunriseListing]);
    expect(body.meta).toMatchObject({ total: 1, unseen: 1 });
    const unseen = await sunrise.client.request('/api/care-requests/unseen-count');
    expect(await unseen.json()).toEqual({ data: { unseen: 1 } });
  });

  it("opens their own request and answers 404 for another organisation's", async () => {
    const [mine] = (await inbox(sunrise.client)).data;
    const [theirs] = (await inbox(other.client)).data;
    expect((await sunrise.client.request(`/api/care-requests/${mine?.id}`)).status).toBe(200);
    expect((await sunrise.client.request(`/api/care-requests/${theirs?.id}`)).status).toBe(404);
  });

  it('is refused to roles that have no inbox', async () => {
    expect((await caregiver.request('/api/care-requests')).status).toBe(403);
  });
});

describe("a provider's listing editor", () => {
  it("lists and adds listings of their own organisation, and 404s another's", async () => {
    const own = await expectBody<{ data: { id: number }[] }>(
      await sunrise.client.request(`/api/agencies/${sunrise.organisationId}/listings`),
      200,
    );
    expect(own.data.map((listing) => listing.id)).toEqual([ids.sunriseListing]);
    expect(
      (await sunrise.client.request(`/api/agencies/${other.organisationId}/listings`)).status,
    ).toBe(404);
    expect(
      (await sunrise.client.request(`/api/marketplace/listings/${ids.otherListing}/manage`)).status,
    ).toBe(404);
    expect(
      (
        await sunrise.client.json(
          `/api/agencies/${other.organisationId}/listings`,
          'POST',
          listingInput({ name: 'Not mine' }),
        )
      ).status,
    ).toBe(404);
  });

  it('is refused to roles that keep no listings', async () => {
    expect(
      (await caregiver.request(`/api/agencies/${sunrise.organisationId}/listings`)).status,
    ).toBe(403);
  });
});

describe('taking a request on', () => {
  it('gives the provider a participant of their own organisation', async () => {
    const reference = await requestCare(ids.sunriseListing);
    const { rows } = await database.pool.query<{ assessment_id: number }>(
      'SELECT assessment_id FROM care_requests WHERE reference = $1',
      [reference],
    );
    const assessmentId = rows[0]?.assessment_id ?? 0;
    const participant = await expectBody<{ data: { id: number } }>(
      await sunrise.client.json(
        '/api/patients',
        'POST',
        patientInput(sunrise.organisationId, { firstName: 'Rosa' }),
      ),
      201,
    );
    const moved = await expectBody<{ data: { status: number; patient: { id: number } | null } }>(
      await sunrise.client.json(`/api/assessments/${assessmentId}/status`, 'POST', {
        to: AssessmentStatus.pending,
        patientId: participant.data.id,
      }),
      200,
    );
    expect(moved.data).toMatchObject({
      status: AssessmentStatus.pending,
      patient: { id: participant.data.id },
    });
    // Another program's provider neither sees the booking nor adds participants to it.
    expect((await other.client.request(`/api/assessments/${assessmentId}`)).status).toBe(404);
    expect(
      (
        await other.client.json(
          '/api/patients',
          'POST',
          patientInput(sunrise.organisationId, { firstName: 'Nope' }),
        )
      ).status,
    ).toBe(403);
  });
});
