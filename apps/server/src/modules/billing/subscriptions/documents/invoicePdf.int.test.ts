import { careDay, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../../test/browserClient.ts';
import { newSubscription } from '../../../../../test/factories/billing.ts';
import { createUser } from '../../../../../test/factories/identity.ts';
import { city, createProfiledAgency } from '../../../../../test/factories/organisations.ts';
import { subscriptionWorld } from '../../../../../test/factories/subscriptions.ts';
import { useTestServer } from '../../../../../test/harness.ts';
import { pdfText } from '../../../../../test/pdfText.ts';
import { subscriptionPayments, taxRates } from '../../../../db/schema/index.ts';

const world = useTestServer({ world: subscriptionWorld });
const { database, server } = world;

/** An agency with a postal address in Toronto, its signed-in owner and an issued invoice. */
async function invoicedAgency(province = 'ON') {
  const toronto = await city(database.db, 'toronto');
  const agencyId = await createProfiledAgency(database.db, {
    name: 'Maple Home Care',
    address: {
      street: '100 Queen Street West',
      unit: 'Suite 4',
      postalCode: 'M5H 2N2',
      cityId: toronto.id,
    },
  });
  const owner = await createUser(database.db, { role: Role.agency, agencyIds: [agencyId] });
  const client = await signedInClient(server, owner.email, owner.password);
  const by = { client, organisation: { kind: 'agency' as const, id: agencyId } };
  const plan = await world.product({ priceCents: 4_990, trialDays: 0 });
  await world.subscribe(by, newSubscription(plan.id, { province }));
  const [payment] = await world.paymentsOf(client);
  if (payment === undefined) {
    throw new Error('no payment issued');
  }
  return { by, plan, payment };
}

async function pdfOf(client: BrowserClient, paymentId: number, query = '') {
  const response = await client.request(`/api/subscription-payments/${paymentId}/pdf${query}`);
  expect(response.status, response.statusText).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return pdfText(bytes);
}

describe('invoice and receipt PDFs', () => {
  it('prints the number, the address and each tax line with its percent', async () => {
    const { by, payment, plan } = await invoicedAgency();
    const text = await pdfOf(by.client, payment.id, '?locale=en-CA');
    expect(text).toContain('Hearth');
    expect(text).toContain(`Invoice ${payment.invoiceNumber}`);
    expect(text).toContain('Maple Home Care');
    expect(text).toContain('100 Queen Street West, Suite 4');
    expect(text).toContain('Toronto ON M5H 2N2');
    expect(text).toContain(plan.names['en-CA']);
    expect(text).toContain('HST (13%)');
    expect(text).toContain('$6.49');
    expect(text).toContain('$56.39');
    expect(text).toContain('Unpaid');
  });

  it("speaks the reader's language, and a paid one is a receipt", async () => {
    const { by, payment } = await invoicedAgency('QC');
    const recorded = await world.admin.json(
      `/api/subscription-payments/${payment.id}/record`,
      'POST',
      { reference: 'Transferencia 42', paidOn: careDay() },
    );
    expect(recorded.status).toBe(200);
    const text = await pdfOf(by.client, payment.id, '?locale=es-ES');
    expect(text).toContain(`Recibo ${payment.invoiceNumber}`);
    expect(text).toContain('QST (9,975 %)');
    expect(text).toContain('GST (5 %)');
    expect(text).toContain('Pagado el');
    expect(text).toContain('Transferencia 42');
    expect(text).toContain('Canadá');
    // Without `?locale=`, the request's language decides.
    const spanish = await by.client.request(`/api/subscription-payments/${payment.id}/pdf`, {
      headers: { 'Accept-Language': 'es-ES' },
    });
    const fromHeader = await pdfText(new Uint8Array(await spanish.arrayBuffer()));
    expect(fromHeader).toContain('Forma de pago');
  });

  it('prints the card type and last four digits of a card payment, and a refund', async () => {
    const { by, payment } = await invoicedAgency();
    // Card payments arrive with the gateway; written straight in, they stand for one it confirmed.
    await database.db
      .update(subscriptionPayments)
      .set({
        paymentMode: 0,
        cardBrand: 'visaDebit',
        cardLast4: '4242',
        status: 1,
        paidAt: new Date(payment.issuedAt),
      })
      .where(eq(subscriptionPayments.id, payment.id));
    const paid = await pdfOf(by.client, payment.id, '?locale=es-ES');
    expect(paid).toContain(`Recibo ${payment.invoiceNumber}`);
    expect(paid).toContain('Tarjeta de crédito');
    expect(paid).toContain('Visa Débito •••• 4242');

    await database.db
      .update(subscriptionPayments)
      .set({ status: 2, refundedAt: new Date(), voidReason: 'Charged twice' })
      .where(eq(subscriptionPayments.id, payment.id));
    const refunded = await pdfOf(by.client, payment.id, '?locale=en-US');
    expect(refunded).toContain('Refunded on');
    expect(refunded).toContain('Charged twice');
  });

  it('prints the invoice as issued after a price or a tax change', async () => {
    // Nova Scotia is used by no other test here: its tax is changed for the rest of this file.
    const { by, payment, plan } = await invoicedAgency('NS');
    const before = await pdfOf(by.client, payment.id, '?locale=en-US');
    const change = await world.admin.json(`/api/products/${plan.id}`, 'PATCH', {
      priceCents: 9_990,
    });
    expect(change.status).toBe(200);
    // The API refuses a rate for today; written straight in, it stands for a tax change that
    // reaches the day of issue.
    await database.db.insert(taxRates).values({
      country: 'CA',
      province: 'NS',
      effectiveFrom: careDay(),
      components: [{ name: 'HST', rateThousandths: 16_000 }],
      source: 'test',
    });
    const after = await pdfOf(by.client, payment.id, '?locale=en-US');
    expect(after).toBe(before);
    expect(after).toContain('HST (14%)');
  });

  it("answers 404 for another organisation's payment and 403 to a role without billing", async () => {
    const { payment } = await invoicedAgency();
    const other = await world.owner();
    const path = `/api/subscription-payments/${payment.id}/pdf`;
    expect((await other.client.request(path)).status).toBe(404);
    expect((await world.admin.request(path)).status).toBe(200);
    for (const role of [Role.agencyAgent, Role.caregiver, Role.user, Role.partnerAgent]) {
      const client = world.clients.get(role) as BrowserClient;
      expect((await client.request(path)).status, String(role)).toBe(403);
    }
    expect((await world.admin.request(`${path}?locale=fr-FR`)).status).toBe(422);
  });
});
