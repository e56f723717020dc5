import type { CareInvoice } from '@hearth/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../../test/browserClient.ts';
import { createDraftInvoice } from '../../../../../test/factories/careInvoices.ts';
import { careInvoiceWorld, issueInvoices } from '../../../../../test/factories/careInvoiceWorld.ts';
import { useTestServer } from '../../../../../test/harness.ts';
import { pdfText } from '../../../../../test/pdfText.ts';

const world = useTestServer({ world: careInvoiceWorld });
const { database } = world;

async function pdfOf(client: BrowserClient, invoiceId: number, query = '') {
  const response = await client.request(`/api/invoices/${invoiceId}/pdf${query}`);
  expect(response.status, response.statusText).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return pdfText(bytes);
}

let invoice: CareInvoice;

beforeAll(async () => {
  const settings = await world.ownerMaple.json(
    `/api/agencies/${world.maple}/billing-settings`,
    'PUT',
    {
      roundingRule: 0,
      incrementMinutes: 15,
      invoiceSchedule: 2,
      invoicePrefix: 'MHC-',
      paymentTermsDays: 30,
      taxRegistrationNumber: '123456789RT0001',
      chargesSalesTax: true,
    },
  );
  expect(settings.status).toBe(200);
  const draft = await createDraftInvoice(database.db, {
    agencyId: world.maple,
    patientId: world.linked,
    lineAmounts: [4_500, 3_000],
    tax: { name: 'HST', rateThousandths: 13_000, cents: 975 },
  });
  [invoice] = (await issueInvoices(world.ownerMaple, [draft])) as [CareInvoice];
});

describe('the care invoice PDF', () => {
  it('prints the agency, the recipient, each line, the tax, the total and the balance', async () => {
    const text = await pdfOf(world.ownerMaple, invoice.id, '?locale=en-CA');
    expect(text).toContain('Maple Home Care');
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('123456789RT0001');
    expect(text).toContain('Rose Tremblay');
    expect(text).toContain('October 1, 2026 to October 31, 2026');
    expect(text).toContain('90 min');
    expect(text).toContain('$30.00 per hour');
    expect(text).toContain('$45.00');
    expect(text).toContain('HST (13%)');
    expect(text).toContain('$9.75');
    expect(text).toContain('$84.75');
    expect(text).toContain('Balance due');
  });

  it("speaks the reader's language, and the family downloads their own", async () => {
    const text = await pdfOf(world.family, invoice.id, '?locale=es-ES');
    expect(text).toContain(`Factura ${invoice.number}`);
    expect(text).toContain('Del 1 de octubre de 2026 al 31 de octubre de 2026');
    expect(text).toContain('por hora');
    expect(text).toContain('84,75');
    expect(text).toContain('Importe pendiente');
  });

  it('prints a voided invoice as its credit note', async () => {
    const [other] = await issueInvoices(world.ownerMaple, [
      await createDraftInvoice(database.db, { agencyId: world.maple, patientId: world.linked }),
    ]);
    const id = other?.id ?? 0;
    const voided = await world.ownerMaple.json(`/api/invoices/${id}/void`, 'POST', {
      reason: 'Visit cancelled by the family',
    });
    const { data } = (await voided.json()) as { data: CareInvoice };
    const text = await pdfOf(world.ownerMaple, id, '?locale=en-US');
    expect(text).toContain(`Credit note ${data.creditNoteNumber}`);
    expect(text).toContain(`Cancels invoice ${other?.number}`);
    expect(text).toContain('Visit cancelled by the family');
    expect(text).toContain('-CA$75.00');
  });
});
