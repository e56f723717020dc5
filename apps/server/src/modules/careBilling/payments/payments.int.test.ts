import {
  AssessmentStatus,
  type CareInvoiceStanding,
  type CarePayment,
  type CarePaymentCreate,
  CarePaymentValidation,
  type OpenInvoice,
  PaymentFlag,
  Role,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createAssessment } from '../../../../test/factories/assessments.ts';
import { createIssuedInvoice } from '../../../../test/factories/careInvoices.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createPayer } from '../../../../test/factories/organisations.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { assessments, auditLog, careInvoices, carePayments } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const db = () => database.db;

let maple: number;
let cedar: number;
let payer: number;
let otherPayer: number;
let patient: number;
let cedarPatient: number;
let owner: BrowserClient;
let agent: BrowserClient;
let cedarOwner: BrowserClient;
let admin: BrowserClient;

async function client(role: Role, agencyIds: number[] = []): Promise<BrowserClient> {
  const user = await createUser(db(), { role, agencyIds });
  return signedInClient(server, user.email, user.password);
}

async function newAssessment(agencyId = maple, patientId = patient): Promise<number> {
  return createAssessment(db(), { agencyId, patientId, status: AssessmentStatus.scheduled });
}

async function invoiceOf(id: number) {
  const [row] = await db().select().from(careInvoices).where(eq(careInvoices.id, id));
  return row;
}

async function flagOf(assessmentId: number) {
  const [row] = await db()
    .select({ flag: assessments.paymentStatus })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  return row?.flag;
}

const paymentCount = async () => (await db().select().from(carePayments)).length;

function payment(overrides: Partial<CarePaymentCreate> & Pick<CarePaymentCreate, 'allocations'>) {
  const amountCents = overrides.allocations.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    agencyId: maple,
    recipient: 'payer' as const,
    payerId: payer,
    patientId: null,
    method: 'cheque' as const,
    reference: 'CHQ-1001',
    receivedOn: '2026-10-10',
    amountCents,
    ...overrides,
  };
}

const record = (as: BrowserClient, body: object) => as.json('/api/care-payments', 'POST', body);

beforeAll(async () => {
  maple = await createAgency(db(), 'Maple Home Care');
  cedar = await createAgency(db(), 'Cedar Care');
  payer = await createPayer(db());
  otherPayer = await createPayer(db());
  patient = await createPatient(db(), maple);
  cedarPatient = await createPatient(db(), cedar);
  owner = await client(Role.agency, [maple]);
  agent = await client(Role.agencyAgent, [maple]);
  cedarOwner = await client(Role.agency, [cedar]);
  admin = await client(Role.admin);
});

describe('recording a payment', () => {
  it('settles several invoices at once: paid, partially paid, the flag and one audit row', async () => {
    const assessment = await newAssessment();
    const first = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      assessmentIds: [assessment],
      totalCents: 12_000,
    });
    const second = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      assessmentIds: [assessment],
      totalCents: 5_000,
    });
    const { data } = await expectBody<{ data: CarePayment }>(
      await record(
        agent,
        payment({
          allocations: [
            { invoiceId: first, amountCents: 12_000 },
            { invoiceId: second, amountCents: 2_000 },
          ],
        }),
      ),
      201,
    );
    expect(data).toMatchObject({
      recipient: 'payer',
      payer: { id: payer },
      method: 'cheque',
      amountCents: 14_000,
      currency: 'CAD',
    });
    expect(data.allocations.map((line) => line.amountCents)).toEqual([12_000, 2_000]);
    expect(await invoiceOf(first)).toMatchObject({ status: 'paid', paidCents: 12_000 });
    expect(await invoiceOf(second)).toMatchObject({ status: 'partiallyPaid', paidCents: 2_000 });
    expect(await flagOf(assessment)).toBe(PaymentFlag.unpaid);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'careBilling.payment.recorded'),
          eq(auditLog.subjectId, String(data.id)),
        ),
      );
    expect(entry?.agencyId).toBe(maple);

    await expectBody(
      await record(owner, payment({ allocations: [{ invoiceId: second, amountCents: 3_000 }] })),
      201,
    );
    expect(await invoiceOf(second)).toMatchObject({ status: 'paid', paidCents: 5_000 });
    expect(await flagOf(assessment)).toBe(PaymentFlag.paid);
  });

  it('a private payment settles the patient’s own invoices', async () => {
    const invoice = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      totalCents: 4_000,
    });
    const { data } = await expectBody<{ data: CarePayment }>(
      await record(
        owner,
        payment({
          recipient: 'patient',
          payerId: null,
          patientId: patient,
          method: 'card',
          allocations: [{ invoiceId: invoice, amountCents: 4_000 }],
        }),
      ),
      201,
    );
    expect(data.patient?.id).toBe(patient);
    expect((await invoiceOf(invoice))?.status).toBe('paid');
  });

  it('refuses allocations that do not add up to the amount, or name an invoice twice', async () => {
    const invoice = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      totalCents: 9_000,
    });
    const notAddingUp = await expectFieldErrors(
      await record(
        owner,
        payment({ amountCents: 5_000, allocations: [{ invoiceId: invoice, amountCents: 4_000 }] }),
      ),
    );
    expect(notAddingUp.allocations).toEqual([CarePaymentValidation.allocationsDoNotAddUp]);
    const twice = await expectFieldErrors(
      await record(
        owner,
        payment({
          allocations: [
            { invoiceId: invoice, amountCents: 1_000 },
            { invoiceId: invoice, amountCents: 1_000 },
          ],
        }),
      ),
    );
    expect(twice.allocations).toEqual([CarePaymentValidation.duplicateInvoice]);
    const missing = await expectFieldErrors(
      await record(owner, { ...payment({ allocations: [] }), payerId: null, reference: ' ' }),
    );
    expect(Object.keys(missing).sort()).toEqual([
      'allocations',
      'amountCents',
      'payerId',
      'reference',
    ]);
  });

  it('refuses more than an invoice owes, and writes nothing of a payment with one bad line', async () => {
    const good = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      totalCents: 3_000,
    });
    const partly = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      totalCents: 3_000,
      status: 'partiallyPaid',
      paidCents: 2_000,
    });
    const before = await paymentCount();
    const errors = await expectFieldErrors(
      await record(
        owner,
        payment({
          allocations: [
            { invoiceId: good, amountCents: 3_000 },
            { invoiceId: partly, amountCents: 1_001 },
          ],
        }),
      ),
    );
    expect(errors).toEqual({ 'allocations.1.invoiceId': [CarePaymentValidation.aboveBalance] });
    expect(await paymentCount()).toBe(before);
    expect(await invoiceOf(good)).toMatchObject({ status: 'issued', paidCents: 0 });
    expect(await invoiceOf(partly)).toMatchObject({ status: 'partiallyPaid', paidCents: 2_000 });
  });

  it("refuses another payer's, another agency's, a voided or a disputed invoice", async () => {
    const otherPayers = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: otherPayer,
      totalCents: 1_000,
    });
    const cedars = await createIssuedInvoice(db(), {
      agencyId: cedar,
      patientId: cedarPatient,
      payerId: payer,
      totalCents: 1_000,
    });
    const voided = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      totalCents: 1_000,
    });
    await db()
      .update(careInvoices)
      .set({ status: 'voided', voidedOn: '2026-10-05', voidReason: 'Billed twice' })
      .where(eq(careInvoices.id, voided));
    const disputed = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      totalCents: 1_000,
      status: 'disputed',
    });
    const errors = await expectFieldErrors(
      await record(
        owner,
        payment({
          allocations: [otherPayers, cedars, voided, disputed, 2_000_000].map((invoiceId) => ({
            invoiceId,
            amountCents: 500,
          })),
        }),
      ),
    );
    expect(errors).toEqual({
      'allocations.0.invoiceId': [CarePaymentValidation.invoiceOfAnotherRecipient],
      'allocations.1.invoiceId': [CarePaymentValidation.invoiceNotOpen],
      'allocations.2.invoiceId': [CarePaymentValidation.invoiceNotOpen],
      'allocations.3.invoiceId': [CarePaymentValidation.invoiceNotOpen],
      'allocations.4.invoiceId': [CarePaymentValidation.invoiceNotOpen],
    });
  });

  it('refuses a payment received after today', async () => {
    const invoice = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      totalCents: 1_000,
    });
    const errors = await expectFieldErrors(
      await record(
        owner,
        payment({
          receivedOn: '2999-01-01',
          allocations: [{ invoiceId: invoice, amountCents: 1 }],
        }),
      ),
    );
    expect(errors.receivedOn).toEqual([CarePaymentValidation.receivedInFuture]);
  });
});

describe('disputes and the payment flag', () => {
  it('puts an invoice and its assessment on hold, and back where its payments left it', async () => {
    const assessment = await newAssessment();
    const paid = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      assessmentIds: [assessment],
      totalCents: 2_000,
      status: 'paid',
      paidCents: 2_000,
    });
    const open = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      assessmentIds: [assessment],
      totalCents: 2_000,
    });
    await expectBody(
      await record(owner, payment({ allocations: [{ invoiceId: open, amountCents: 500 }] })),
      201,
    );
    const disputed = await expectBody<{ data: CareInvoiceStanding }>(
      await agent.json(`/api/invoices/${open}/dispute`, 'POST', { reason: 'Visit on 5 Jan' }),
      200,
    );
    expect(disputed.data).toMatchObject({ status: 'disputed', balanceCents: 1_500 });
    expect(await flagOf(assessment)).toBe(PaymentFlag.voidedOrOnHold);
    expect(
      (await agent.json(`/api/invoices/${open}/dispute`, 'POST', { reason: 'again' })).status,
    ).toBe(409);
    expect(
      (await agent.json(`/api/invoices/${paid}/dispute`, 'POST', { reason: 'paid' })).status,
    ).toBe(409);

    const resolved = await expectBody<{ data: CareInvoiceStanding }>(
      await owner.json(`/api/invoices/${open}/resolve-dispute`, 'POST', {
        reason: 'Visit confirmed',
      }),
      200,
    );
    expect(resolved.data.status).toBe('partiallyPaid');
    expect(await flagOf(assessment)).toBe(PaymentFlag.unpaid);
    await expectBody(
      await record(owner, payment({ allocations: [{ invoiceId: open, amountCents: 1_500 }] })),
      201,
    );
    expect(await flagOf(assessment)).toBe(PaymentFlag.paid);

    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(open)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'careBilling.invoice.disputed',
        'careBilling.invoice.disputeResolved',
      ]),
    );
  });

  it('a dispute needs a reason, and another agency’s invoice answers 404', async () => {
    const invoice = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: payer,
      totalCents: 2_000,
    });
    const errors = await expectFieldErrors(
      await owner.json(`/api/invoices/${invoice}/dispute`, 'POST', { reason: '  ' }),
    );
    expect(Object.keys(errors)).toEqual(['reason']);
    expect(
      (await cedarOwner.json(`/api/invoices/${invoice}/dispute`, 'POST', { reason: 'x' })).status,
    ).toBe(404);
    expect((await invoiceOf(invoice))?.status).toBe('issued');
  });
});

describe('the payments list, its export and the open invoices', () => {
  it('lists the agency’s own payments only, filtered, and exports them as CSV', async () => {
    const cedarInvoice = await createIssuedInvoice(db(), {
      agencyId: cedar,
      patientId: cedarPatient,
      payerId: payer,
      totalCents: 700,
    });
    await expectBody(
      await record(
        cedarOwner,
        payment({ agencyId: cedar, allocations: [{ invoiceId: cedarInvoice, amountCents: 700 }] }),
      ),
      201,
    );
    const mine = await expectBody<{ data: CarePayment[]; meta: { total: number } }>(
      await owner.request('/api/care-payments?perPage=100'),
      200,
    );
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((row) => row.agencyId === maple)).toBe(true);
    const cards = await expectBody<{ data: CarePayment[] }>(
      await owner.request('/api/care-payments?method=card'),
      200,
    );
    expect(cards.data.map((row) => row.method)).toEqual(['card']);
    const all = await expectBody<{ meta: { total: number } }>(
      await admin.request(`/api/care-payments?agencyId=${cedar}`),
      200,
    );
    expect(all.meta.total).toBe(1);

    const csv = await owner.request('/api/care-payments.csv?method=card');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toContain('Received on');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('40.00');
  });

  it('offers the issued invoices of one recipient that still owe money', async () => {
    const owing = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      payerId: otherPayer,
      totalCents: 8_000,
      status: 'partiallyPaid',
      paidCents: 3_000,
    });
    const { data } = await expectBody<{ data: OpenInvoice[] }>(
      await agent.request(
        `/api/care-payments/open-invoices?agencyId=${maple}&recipient=payer&payerId=${otherPayer}`,
      ),
      200,
    );
    expect(data.find((row) => row.id === owing)).toMatchObject({ balanceCents: 5_000 });
    expect(data.every((row) => row.balanceCents > 0)).toBe(true);
    expect(
      (
        await cedarOwner.request(
          `/api/care-payments/open-invoices?agencyId=${maple}&recipient=payer&payerId=${otherPayer}`,
        )
      ).status,
    ).toBe(404);
  });
});

describe('who may work with payments', () => {
  it('family members and caregivers are refused; another agency gets 404', async () => {
    const family = await client(Role.user);
    const caregiver = await client(Role.caregiver, [maple]);
    for (const outsider of [family, caregiver]) {
      expect((await outsider.request('/api/care-payments')).status).toBe(403);
      expect((await outsider.request('/api/care-payments.csv')).status).toBe(403);
      expect((await outsider.request(`/api/care-receivables?agencyId=${maple}`)).status).toBe(403);
      expect(
        (await record(outsider, payment({ allocations: [{ invoiceId: 1, amountCents: 1 }] })))
          .status,
      ).toBe(403);
      expect((await outsider.json('/api/invoices/1/dispute', 'POST', { reason: 'x' })).status).toBe(
        403,
      );
    }
    expect(
      (await record(cedarOwner, payment({ allocations: [{ invoiceId: 1, amountCents: 1 }] })))
        .status,
    ).toBe(404);
    expect((await cedarOwner.request(`/api/care-receivables?agencyId=${maple}`)).status).toBe(404);
  });
});
