import {
  AgencyStanding,
  AssessmentStatus,
  agencyOfferSchema,
  caregiverOfferSchema,
  itemResponse,
  type ListingService,
  listResponse,
  type PostingCreateInput,
  PostingValidation,
  postingCandidatesSchema,
  postingSchema,
  Role,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { createAssessment } from '../../../../test/factories/assessments.ts';
import { createAgency } from '../../../../test/factories/identity.ts';
import { city, createProfiledAgency } from '../../../../test/factories/organisations.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { signedInCaregiver, signedInStaff } from '../../../../test/factories/postings.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { auditLog, patientCareTeam } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
let agencyA: number;
let agencyB: number;
let agencyC: number;
let terminated: number;
let patientId: number;
let owner: BrowserClient;
let ownerB: BrowserClient;
let agentC: BrowserClient;
let psw: Awaited<ReturnType<typeof signedInCaregiver>>;
let psw2: Awaited<ReturnType<typeof signedInCaregiver>>;
let rn: Awaited<ReturnType<typeof signedInCaregiver>>;

const postingBody = itemResponse(postingSchema);
const board = listResponse(postingSchema);

beforeAll(async () => {
  agencyA = await createAgency(database.db);
  agencyB = await createProfiledAgency(database.db);
  agencyC = await createProfiledAgency(database.db);
  terminated = await createProfiledAgency(database.db, { standing: AgencyStanding.terminated });
  owner = await signedInStaff(database.db, server, agencyA);
  ownerB = await signedInStaff(database.db, server, agencyB);
  agentC = await signedInStaff(database.db, server, agencyC, Role.agencyAgent);
  psw = await signedInCaregiver(database.db, server, agencyA, 'psw');
  psw2 = await signedInCaregiver(database.db, server, agencyA, 'psw');
  rn = await signedInCaregiver(database.db, server, agencyA, 'rn');
  patientId = await createPatient(database.db, agencyA);
});

const booking = (services: ListingService[]) =>
  createAssessment(database.db, {
    agencyId: agencyA,
    patientId,
    status: AssessmentStatus.scheduled,
    input: { services },
  });

async function post(
  input: Omit<PostingCreateInput, 'assessmentId'>,
  services: ListingService[] = ['personal-care'],
) {
  const assessmentId = await booking(services);
  const response = await owner.json('/api/postings', 'POST', { assessmentId, ...input });
  expect(response.status).toBe(201);
  return (await bodyOf(response, postingBody)).data;
}

describe('posting a booking', () => {
  it('offers it to the eligible parties and names the patient only to the poster', async () => {
    const posting = await post({ caregiverIds: [psw.profile], agencyIds: [agencyB] });
    expect(posting).toMatchObject({ status: 'open', mine: true, offeredToCaregivers: true });
    expect(posting.patient?.id).toBe(patientId);

    const offered = await psw.client.request('/api/postings?box=offered');
    const [seen] = (await bodyOf(offered, board)).data;
    expect(seen).toMatchObject({
      id: posting.id,
      patient: null,
      myResponse: 'pending',
      mine: false,
    });
    expect(seen?.services).toEqual(['personal-care']);
    expect(seen?.schedule.length).toBeGreaterThan(0);
    const byAgency = await ownerB.request(`/api/postings/${posting.id}`);
    expect((await bodyOf(byAgency, postingBody)).data.patient).toBeNull();
  });

  it('lists the candidates: other agencies in good standing and qualified hired caregivers', async () => {
    const assessmentId = await booking(['nursing']);
    const response = await owner.request(`/api/postings/candidates?assessmentId=${assessmentId}`);
    const { data } = await bodyOf(response, itemResponse(postingCandidatesSchema));
    const agencyIds = data.agencies.map((agency) => agency.id);
    expect(agencyIds).toEqual(expect.arrayContaining([agencyB, agencyC]));
    expect(agencyIds).not.toContain(terminated);
    expect(agencyIds).not.toContain(agencyA);
    expect(data.caregivers.map((caregiver) => caregiver.id)).toEqual([rn.profile]);
  });

  it('offers care only to agencies whose service area holds the patient', async () => {
    const toronto = await city(database.db, 'toronto');
    const localPatient = await createPatient(database.db, agencyA, {
      address: { cityId: toronto.id, latitude: toronto.latitude, longitude: toronto.longitude },
    });
    const near = await createProfiledAgency(database.db, { at: 'toronto' });
    const far = await createProfiledAgency(database.db, { at: 'vancouver' });
    const assessmentId = await createAssessment(database.db, {
      agencyId: agencyA,
      patientId: localPatient,
      status: AssessmentStatus.pending,
    });
    const response = await owner.request(`/api/postings/candidates?assessmentId=${assessmentId}`);
    const { data } = await bodyOf(response, itemResponse(postingCandidatesSchema));
    const agencyIds = data.agencies.map((agency) => agency.id);
    expect(agencyIds).toContain(near);
    expect(agencyIds).not.toContain(far);
    // An agency without an address cannot show it serves the patient's place.
    expect(agencyIds).not.toContain(agencyB);
  });

  it('refuses parties who may not be offered it, with field errors', async () => {
    const nursing = await booking(['nursing']);
    const refused = await owner.json('/api/postings', 'POST', {
      assessmentId: nursing,
      caregiverIds: [psw.profile],
      agencyIds: [terminated],
    });
    expect(refused.status).toBe(422);
    expect(await fieldErrorsOf(refused)).toEqual({
      agencyIds: [PostingValidation.notEligible],
      caregiverIds: [PostingValidation.notEligible],
    });
    const nobody = await owner.json('/api/postings', 'POST', { assessmentId: nursing });
    expect(await fieldErrorsOf(nobody)).toEqual({ agencyIds: [PostingValidation.nobodyOffered] });
    const junk = await owner.json('/api/postings', 'POST', { assessmentId: 'x', agencyIds: 3 });
    expect(junk.status).toBe(422);
  });

  it("refuses another agency's booking, a closed one, and a second open posting", async () => {
    const others = await ownerB.json('/api/postings', 'POST', {
      assessmentId: await booking(['personal-care']),
      agencyIds: [agencyC],
    });
    expect(await fieldErrorsOf(others)).toEqual({
      assessmentId: [PostingValidation.unknownAssessment],
    });
    const closed = await createAssessment(database.db, {
      agencyId: agencyA,
      patientId,
      status: AssessmentStatus.completed,
    });
    const closedResponse = await owner.json('/api/postings', 'POST', {
      assessmentId: closed,
      agencyIds: [agencyB],
    });
    expect(await fieldErrorsOf(closedResponse)).toEqual({
      assessmentId: [PostingValidation.notPostable],
    });
    const first = await post({ agencyIds: [agencyB] });
    const second = await owner.json('/api/postings', 'POST', {
      assessmentId: first.assessmentId,
      agencyIds: [agencyC],
    });
    expect(second.status).toBe(409);
  });
});

describe('answering an offer', () => {
  it('lets exactly one of two caregivers accepting at once win', async () => {
    const posting = await post({ caregiverIds: [psw.profile, psw2.profile] });
    const responses = await Promise.all(
      [psw, psw2].map((caregiver) =>
        caregiver.client.json(`/api/postings/${posting.id}/accept`, 'POST'),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = responses[0]?.status === 200 ? psw : psw2;
    const loser = winner === psw ? psw2 : psw;

    const won = await bodyOf(
      await winner.client.request(`/api/postings/${posting.id}`),
      postingBody,
    );
    expect(won.data).toMatchObject({ status: 'filled', myResponse: 'accepted' });
    expect(won.data.patient?.id).toBe(patientId);
    const lost = await bodyOf(
      await loser.client.request(`/api/postings/${posting.id}`),
      postingBody,
    );
    expect(lost.data).toMatchObject({ status: 'filled', patient: null, myResponse: 'pending' });

    const team = await database.db
      .select()
      .from(patientCareTeam)
      .where(
        and(eq(patientCareTeam.patientId, patientId), eq(patientCareTeam.userId, winner.userId)),
      );
    expect(team).toHaveLength(1);

    const offers = await owner.request(`/api/posting/${posting.id}/caregivers?response=accepted`);
    const accepted = await bodyOf(offers, listResponse(caregiverOfferSchema));
    expect(accepted.data.map((offer) => offer.caregiver.id)).toEqual([winner.profile]);
    expect(accepted.meta.total).toBe(1);
  });

  it('lets exactly one of two agencies accepting at once win', async () => {
    const posting = await post({ agencyIds: [agencyB, agencyC] });
    const responses = await Promise.all(
      [ownerB, agentC].map((client) => client.json(`/api/postings/${posting.id}/accept`, 'POST')),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const mine = await bodyOf(await owner.request('/api/postings?box=mine&status=filled'), board);
    const filled = mine.data.find((row) => row.id === posting.id);
    expect(filled?.filledBy).toBeTruthy();
    const agencies = await owner.request(`/api/posting/${posting.id}/agencies?q=agency`);
    const listed = await bodyOf(agencies, listResponse(agencyOfferSchema));
    expect(listed.data.map((offer) => offer.response).sort()).toEqual(['accepted', 'pending']);
  });

  it('records a decline, and refuses any answer once withdrawn', async () => {
    const posting = await post({ caregiverIds: [psw.profile, rn.profile] });
    const declined = await psw.client.json(`/api/postings/${posting.id}/decline`, 'POST');
    expect((await bodyOf(declined, postingBody)).data.myResponse).toBe('declined');
    const again = await psw.client.json(`/api/postings/${posting.id}/accept`, 'POST');
    expect(again.status).toBe(409);
    const withdrawn = await owner.json(`/api/postings/${posting.id}/withdraw`, 'POST');
    expect((await bodyOf(withdrawn, postingBody)).data.status).toBe('withdrawn');
    const late = await rn.client.json(`/api/postings/${posting.id}/accept`, 'POST');
    expect(late.status).toBe(409);
  });
});

describe('who sees a posting', () => {
  it('hides it from parties it was not offered to, by list and by id', async () => {
    const posting = await post({ agencyIds: [agencyB] });
    expect((await agentC.request(`/api/postings/${posting.id}`)).status).toBe(404);
    expect((await agentC.json(`/api/postings/${posting.id}/accept`, 'POST')).status).toBe(404);
    expect((await rn.client.request(`/api/postings/${posting.id}`)).status).toBe(404);
    const listed = await bodyOf(
      await agentC.request('/api/postings?box=offered&perPage=100'),
      board,
    );
    expect(listed.data.map((row) => row.id)).not.toContain(posting.id);
    const theirs = await bodyOf(await ownerB.request('/api/postings?box=mine'), board);
    expect(theirs.data).toEqual([]);
  });

  it('shows who responded only to the posting agency', async () => {
    const posting = await post({ agencyIds: [agencyB], caregiverIds: [rn.profile] });
    expect((await ownerB.request(`/api/posting/${posting.id}/agencies`)).status).toBe(404);
    expect((await rn.client.request(`/api/posting/${posting.id}/caregivers`)).status).toBe(403);
    expect((await ownerB.json(`/api/postings/${posting.id}/withdraw`, 'POST')).status).toBe(404);
  });

  it('refuses roles without a board, and a page size over 100', async () => {
    const partner = await signedInStaff(database.db, server, agencyA, Role.partner);
    expect((await partner.request('/api/postings')).status).toBe(403);
    expect((await owner.request('/api/postings?perPage=101')).status).toBe(422);
  });

  it('audits the reads that name a patient', async () => {
    const posting = await post({ agencyIds: [agencyB] });
    await owner.request(`/api/postings/${posting.id}`);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'posting.viewed'), eq(auditLog.subjectId, String(posting.id))),
      );
    expect(entries.length).toBeGreaterThan(0);
  });
});
