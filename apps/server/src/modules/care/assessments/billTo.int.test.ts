import {
  type AssessmentCreateInput,
  AssessmentValidation,
  assessmentSchema,
  itemResponse,
  Role,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { assessmentInput } from '../../../../test/factories/assessments.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createPayer } from '../../../../test/factories/organisations.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { bodyOf, fieldErrorsOf } from '../../../../test/json.ts';
import { auditLog, payers } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const item = itemResponse(assessmentSchema);
let patientId: number;
let payerId: number;
let payerName: string;
let retiredPayerId: number;
let agent: BrowserClient;
let otherAgencyOwner: BrowserClient;
let caregiver: BrowserClient;

const signedIn = async (role: Role, agencyId: number) => {
  const user = await createUser(database.db, { role, agencyIds: [agencyId] });
  return signedInClient(server, user.email, user.password);
};

beforeAll(async () => {
  const agencyId = await createAgency(database.db);
  const otherAgencyId = await createAgency(database.db);
  payerName = `Lakeside Insurance ${Date.now()}`;
  payerId = await createPayer(database.db, { name: payerName });
  retiredPayerId = await createPayer(database.db);
  await database.db
    .update(payers)
    .set({ retiredAt: new Date() })
    .where(eq(payers.id, retiredPayerId));
  patientId = await createPatient(database.db, agencyId, { payerId });
  agent = await signedIn(Role.agencyAgent, agencyId);
  otherAgencyOwner = await signedIn(Role.agency, otherAgencyId);
  caregiver = await signedIn(Role.caregiver, agencyId);
});

const create = (body: Partial<AssessmentCreateInput>, client = agent) =>
  client.json('/api/assessments', 'POST', assessmentInput(patientId, body));
const patch = (id: number, body: unknown, client = agent) =>
  client.json(`/api/assessments/${id}`, 'PATCH', body);

async function createdId(body: Partial<AssessmentCreateInput>): Promise<number> {
  const response = await create(body);
  expect(response.status).toBe(201);
  return (await bodyOf(response, item)).data.id;
}

describe('who pays for an assessment', () => {
  it('bills the patient privately unless told otherwise', async () => {
    const response = await create({});
    const { data } = await bodyOf(response, item);
    expect(data).toMatchObject({ billTo: 'private', payer: null, payerShareBasisPoints: null });
  });

  it('bills a payer, named with the assessment', async () => {
    const response = await create({ billTo: 'payer', payerId });
    const { data } = await bodyOf(response, item);
    expect(data).toMatchObject({
      billTo: 'payer',
      payer: { id: payerId, name: payerName },
      payerShareBasisPoints: null,
    });
  });

  it('splits between the payer and the patient, to the hundredth of a percent', async () => {
    const id = await createdId({});
    const response = await patch(id, {
      billTo: 'split',
      payerId,
      payerShareBasisPoints: 8025,
    });
    const { data } = await bodyOf(response, item);
    expect(data).toMatchObject({
      billTo: 'split',
      payer: { id: payerId },
      payerShareBasisPoints: 8025,
    });
    const [audit] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.updated'), eq(auditLog.subjectId, String(id))));
    expect(audit?.details).toMatchObject({
      fields: ['billTo', 'payerId', 'payerShareBasisPoints'],
    });
  });

  it('goes back to private billing, dropping the payer and share', async () => {
    const id = await createdId({ billTo: 'split', payerId, payerShareBasisPoints: 5000 });
    const response = await patch(id, {
      billTo: 'private',
      payerId: null,
      payerShareBasisPoints: null,
    });
    const { data } = await bodyOf(response, item);
    expect(data).toMatchObject({ billTo: 'private', payer: null, payerShareBasisPoints: null });
  });

  it('refuses a payer or split without a payer, and a share outside a split', async () => {
    const noPayer = await create({ billTo: 'split', payerShareBasisPoints: 2000 });
    expect(noPayer.status).toBe(422);
    expect(await fieldErrorsOf(noPayer)).toStrictEqual({
      payerId: [AssessmentValidation.billToNeedsPayer],
    });
    const stray = await create({ billTo: 'payer', payerId, payerShareBasisPoints: 2000 });
    expect(stray.status).toBe(422);
    expect(await fieldErrorsOf(stray)).toStrictEqual({
      payerShareBasisPoints: [AssessmentValidation.shareOnlyForSplit],
    });
    const privateWithPayer = await create({ billTo: 'private', payerId });
    expect(privateWithPayer.status).toBe(422);
    expect(await fieldErrorsOf(privateWithPayer)).toStrictEqual({
      payerId: [AssessmentValidation.privateHasNoPayer],
    });
  });

  it('refuses a split without a share, or a share of 0 % or 100 %', async () => {
    const noShare = await create({ billTo: 'split', payerId });
    expect(noShare.status).toBe(422);
    expect(await fieldErrorsOf(noShare)).toStrictEqual({
      payerShareBasisPoints: [AssessmentValidation.splitNeedsShare],
    });
    for (const share of [0, 10_000, 12.5]) {
      const response = await create({ billTo: 'split', payerId, payerShareBasisPoints: share });
      expect(response.status).toBe(422);
      expect(Object.keys(await fieldErrorsOf(response))).toStrictEqual(['payerShareBasisPoints']);
    }
  });

  it('checks a partial update against what is kept', async () => {
    const id = await createdId({ billTo: 'payer', payerId });
    const response = await patch(id, { billTo: 'split' });
    expect(response.status).toBe(422);
    expect(await fieldErrorsOf(response)).toStrictEqual({
      payerShareBasisPoints: [AssessmentValidation.splitNeedsShare],
    });
  });

  it('refuses an unknown or retired payer, writing nothing', async () => {
    for (const unknown of [retiredPayerId, 2_000_000_000]) {
      const response = await create({ billTo: 'payer', payerId: unknown });
      expect(response.status).toBe(422);
      expect(await fieldErrorsOf(response)).toStrictEqual({
        payerId: [AssessmentValidation.unknownPayer],
      });
    }
    const id = await createdId({});
    const response = await patch(id, { billTo: 'payer', payerId: retiredPayerId });
    expect(response.status).toBe(422);
    const kept = await agent.request(`/api/assessments/${id}`);
    expect((await bodyOf(kept, item)).data.billTo).toBe('private');
  });

  it("keeps another agency's assessment hidden, and bill-to writes to its writers", async () => {
    const id = await createdId({});
    const hidden = await patch(id, { billTo: 'payer', payerId }, otherAgencyOwner);
    expect(hidden.status).toBe(404);
    const forbidden = await patch(id, { billTo: 'payer', payerId }, caregiver);
    expect(forbidden.status).toBe(403);
  });
});
