import {
  AssessmentStatus,
  AssessmentValidation,
  assessmentSchema,
  itemResponse,
  PaymentFlag,
  Role,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { assessmentInput, createAssessment } from '../../../../test/factories/assessments.ts';
import { createDraftInvoice } from '../../../../test/factories/careInvoices.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { assessments, auditLog } from '../../../db/schema/index.ts';

// The payment flag follows a booking's invoices once it has any: a new booking starts unpaid, and
// a hand-set change through the API is refused (422) for a booking already invoiced.

const { database, server } = useTestServer();
const item = itemResponse(assessmentSchema);
let agencyId: number;
let patientId: number;
let owner: BrowserClient;

beforeAll(async () => {
  agencyId = await createAgency(database.db);
  patientId = await createPatient(database.db, agencyId);
  const user = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  owner = await signedInClient(server, user.email, user.password);
});

const patch = (id: number, body: unknown) => owner.json(`/api/assessments/${id}`, 'PATCH', body);

async function invoicedBooking(): Promise<number> {
  const id = await createAssessment(database.db, {
    agencyId,
    patientId,
    status: AssessmentStatus.active,
  });
  await createDraftInvoice(database.db, { agencyId, patientId, assessmentIds: [id] });
  return id;
}

const flagOf = async (id: number) =>
  (
    await database.db
      .select({ flag: assessments.paymentStatus })
      .from(assessments)
      .where(eq(assessments.id, id))
  )[0]?.flag;

describe("an assessment's payment flag", () => {
  it('starts unpaid: the booking form does not set it', async () => {
    const response = await owner.json('/api/assessments', 'POST', {
      ...assessmentInput(patientId),
      paymentStatus: PaymentFlag.paid,
    });
    const { data } = item.parse(await expectBody(response, 201));
    expect(data.paymentStatus).toBe(PaymentFlag.unpaid);
  });

  it('is refused by a PATCH once the booking has an invoice, writing nothing (422)', async () => {
    const id = await invoicedBooking();
    const response = await patch(id, { paymentStatus: PaymentFlag.paid, notes: 'Paid in cash.' });
    expect(await expectFieldErrors(response)).toStrictEqual({
      paymentStatus: [AssessmentValidation.paymentFollowsInvoices],
    });
    expect(await flagOf(id)).toBe(PaymentFlag.unpaid);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assessment.updated'), eq(auditLog.subjectId, String(id))));
    expect(audits).toEqual([]);
  });

  it('lets the rest of an invoiced booking change, its flag sent back as it is', async () => {
    const id = await invoicedBooking();
    const response = await patch(id, { paymentStatus: PaymentFlag.unpaid, notes: 'Side door.' });
    const { data } = item.parse(await expectBody(response, 200));
    expect(data).toMatchObject({ notes: 'Side door.', paymentStatus: PaymentFlag.unpaid });
  });

  it('may still be set by hand on a booking never invoiced', async () => {
    const id = await createAssessment(database.db, {
      agencyId,
      patientId,
      status: AssessmentStatus.pending,
    });
    const response = await patch(id, { paymentStatus: PaymentFlag.paid });
    expect(item.parse(await expectBody(response, 200)).data.paymentStatus).toBe(PaymentFlag.paid);
  });
});
