import {
  type CareInvoiceStanding,
  type CarePayment,
  CarePaymentValidation,
  type OpenInvoice,
  type Receivables,
  Role,
} from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createIssuedInvoice } from '../../../../test/factories/careInvoices.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { createReferral } from '../../../../test/factories/referrals.ts';
import { createHub } from '../../../../test/factories/sharedLiving.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, careInvoices, carePayments } from '../../../db/schema/index.ts';

// A shared-living resident's placement is billed to her (a referral, no patient): her payments
// settle those invoices only, and every list of payments names her.

const { database, server } = useTestServer();
const db = () => database.db;

let maple: number;
let cedar: number;
let resident: number;
let otherResident: number;
let cedarResident: number;
let patient: number;
let owner: BrowserClient;
let cedarOwner: BrowserClient;

async function client(role: Role, agencyIds: number[]): Promise<BrowserClient> {
  const user = await createUser(db(), { role, agencyIds });
  return signedInClient(server, user.email, user.password);
}

const placementInvoice = (referralId: number, totalCents: number, agencyId = maple) =>
  createIssuedInvoice(db(), { agencyId, referralId, totalCents });

async function invoiceOf(id: number) {
  const [row] = await db().select().from(careInvoices).where(eq(careInvoices.id, id));
  return row;
}

const paymentsOf = (referralId: number) =>
  db().select().from(carePayments).where(eq(carePayments.referralId, referralId));

function residentPayment(
  allocations: { invoiceId: number; amountCents: number }[],
  referralId = resident,
) {
  return {
    agencyId: maple,
    recipient: 'patient' as const,
    referralId,
    method: 'bankTransfer' as const,
    reference: 'EFT 77120',
    receivedOn: '2026-10-12',
    amountCents: allocations.reduce((sum, line) => sum + line.amountCents, 0),
    allocations,
  };
}

const record = (as: BrowserClient, body: object) => as.json('/api/care-payments', 'POST', body);

beforeAll(async () => {
  maple = await createAgency(db(), 'Maple Home Care');
  cedar = await createAgency(db(), 'Cedar Care');
  const hub = await createHub(db(), { agencyId: maple });
  const cedarHub = await createHub(db(), { agencyId: cedar });
  resident = await createReferral(db(), hub, { firstName: 'Grace', lastName: 'Whitfield' });
  otherResident = await createReferral(db(), hub, { firstName: 'Henry', lastName: 'Oduya' });
  cedarResident = await createReferral(db(), cedarHub);
  patient = await createPatient(db(), maple);
  owner = await client(Role.agency, [maple]);
  cedarOwner = await client(Role.agency, [cedar]);
});

describe("a resident's payment for her placement", () => {
  it('settles her invoices, part then whole, named as hers, with its audit row', async () => {
    const invoice = await placementInvoice(resident, 90_000);
    const open = await expectBody<{ data: OpenInvoice[] }>(
      await owner.request(
        `/api/care-payments/open-invoices?agencyId=${maple}&recipient=patient&referralId=${resident}`,
      ),
      200,
    );
    expect(open.data.map((row) => row.id)).toEqual([invoice]);
    expect(open.data[0]).toMatchObject({
      patient: null,
      resident: { id: resident, name: 'Grace Whitfield' },
      balanceCents: 90_000,
    });

    const partly = await expectBody<{ data: CarePayment }>(
      await record(owner, residentPayment([{ invoiceId: invoice, amountCents: 40_000 }])),
      201,
    );
    expect(partly.data).toMatchObject({
      recipient: 'patient',
      payer: null,
      patient: null,
      resident: { id: resident, name: 'Grace Whitfield' },
      allocations: [{ invoiceId: invoice, patient: null, resident: { name: 'Grace Whitfield' } }],
    });
    expect(await invoiceOf(invoice)).toMatchObject({
      status: 'partiallyPaid',
      paidCents: 40_000,
    });
    await expectBody(
      await record(owner, residentPayment([{ invoiceId: invoice, amountCents: 50_000 }])),
      201,
    );
    expect(await invoiceOf(invoice)).toMatchObject({ status: 'paid', paidCents: 90_000 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'careBilling.payment.recorded'), eq(auditLog.agencyId, maple)),
      );
    expect(audits.map((row) => row.subjectId)).toEqual(
      expect.arrayContaining((await paymentsOf(resident)).map((payment) => String(payment.id))),
    );
  });

  it('refuses more than she owes, another resident’s or a patient’s invoice, writing nothing', async () => {
    const invoice = await placementInvoice(resident, 30_000);
    const theirs = await placementInvoice(otherResident, 30_000);
    const patientInvoice = await createIssuedInvoice(db(), {
      agencyId: maple,
      patientId: patient,
      totalCents: 30_000,
    });
    const before = (await paymentsOf(resident)).length;
    const errors = await expectFieldErrors(
      await record(
        owner,
        residentPayment([
          { invoiceId: invoice, amountCents: 30_001 },
          { invoiceId: theirs, amountCents: 100 },
          { invoiceId: patientInvoice, amountCents: 100 },
        ]),
      ),
    );
    expect(errors).toEqual({
      'allocations.0.invoiceId': [CarePaymentValidation.aboveBalance],
      'allocations.1.invoiceId': [CarePaymentValidation.invoiceOfAnotherRecipient],
      'allocations.2.invoiceId': [CarePaymentValidation.invoiceOfAnotherRecipient],
    });
    // A patient's payment does not settle a placement either.
    const asPatient = await expectFieldErrors(
      await record(owner, {
        ...residentPayment([{ invoiceId: invoice, amountCents: 100 }]),
        referralId: null,
        patientId: patient,
      }),
    );
    expect(asPatient).toEqual({
      'allocations.0.invoiceId': [CarePaymentValidation.invoiceOfAnotherRecipient],
    });
    const both = await expectFieldErrors(
      await record(owner, {
        ...residentPayment([{ invoiceId: invoice, amountCents: 100 }]),
        patientId: patient,
      }),
    );
    expect(both).toEqual({ referralId: [CarePaymentValidation.patientOrResident] });
    expect((await paymentsOf(resident)).length).toBe(before);
    expect(await invoiceOf(invoice)).toMatchObject({ status: 'issued', paidCents: 0 });
  });

  it("another agency's resident is not found", async () => {
    const cedarInvoice = await placementInvoice(cedarResident, 5_000, cedar);
    expect(
      (
        await record(
          owner,
          residentPayment([{ invoiceId: cedarInvoice, amountCents: 5_000 }], cedarResident),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await owner.request(
          `/api/care-payments/open-invoices?agencyId=${maple}&recipient=patient&referralId=${cedarResident}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await cedarOwner.json('/api/care-payments', 'POST', {
          ...residentPayment([{ invoiceId: cedarInvoice, amountCents: 5_000 }], cedarResident),
          agencyId: maple,
        })
      ).status,
    ).toBe(404);
    expect((await invoiceOf(cedarInvoice))?.status).toBe('issued');
  });

  it('a dispute holds her invoice and its resolution returns it where her payments left it', async () => {
    const invoice = await placementInvoice(resident, 20_000);
    await expectBody(
      await record(owner, residentPayment([{ invoiceId: invoice, amountCents: 5_000 }])),
      201,
    );
    const held = await expectBody<{ data: CareInvoiceStanding }>(
      await owner.json(`/api/invoices/${invoice}/dispute`, 'POST', { reason: 'Moved out early' }),
      200,
    );
    expect(held.data).toMatchObject({ status: 'disputed', balanceCents: 15_000 });
    const refused = await expectFieldErrors(
      await record(owner, residentPayment([{ invoiceId: invoice, amountCents: 1_000 }])),
    );
    expect(refused).toEqual({ 'allocations.0.invoiceId': [CarePaymentValidation.invoiceNotOpen] });
    const resolved = await expectBody<{ data: CareInvoiceStanding }>(
      await owner.json(`/api/invoices/${invoice}/resolve-dispute`, 'POST', {
        reason: 'Move-out date confirmed',
      }),
      200,
    );
    expect(resolved.data.status).toBe('partiallyPaid');
  });
});

describe('the lists name the resident', () => {
  it('in the payments list and its CSV; the receivables count her balance as private pay', async () => {
    const invoice = await placementInvoice(otherResident, 12_345);
    await expectBody(
      await record(
        owner,
        residentPayment([{ invoiceId: invoice, amountCents: 2_345 }], otherResident),
      ),
      201,
    );
    const list = await expectBody<{ data: CarePayment[] }>(
      await owner.request(`/api/care-payments?referralId=${otherResident}`),
      200,
    );
    expect(list.data.map((row) => row.resident?.name)).toEqual(['Henry Oduya']);
    const csv = await owner.request(`/api/care-payments.csv?referralId=${otherResident}`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Henry Oduya');
    expect(lines[1]).toContain('23.45');

    const receivables = await expectBody<{ data: Receivables }>(
      await owner.request(`/api/care-receivables?agencyId=${maple}&asOf=2026-10-12`),
      200,
    );
    const privatePay = receivables.data.rows.find((row) => row.recipient === 'patient');
    expect(privatePay?.total).toBeGreaterThanOrEqual(10_000);
  });
});
