import { addDays, type CareInvoice, careDay } from '@hearth/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDraftInvoice } from '../../../../test/factories/careInvoices.ts';
import { careInvoiceWorld, issueInvoices } from '../../../../test/factories/careInvoiceWorld.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody, expectFieldErrors } from '../../../../test/responses.ts';
import { auditLog, careInvoices } from '../../../db/schema/index.ts';

const world = useTestServer({ world: careInvoiceWorld });
const { database } = world;

const draftOf = (patientId = world.linked) =>
  createDraftInvoice(database.db, { agencyId: world.maple, patientId });

async function invoiceRow(id: number) {
  const [row] = await database.db.select().from(careInvoices).where(eq(careInvoices.id, id));
  return row;
}

const sequenceOf = (number: string | null) => Number(number?.replace('MHC-', ''));

beforeAll(async () => {
  const settings = await world.ownerMaple.json(
    `/api/agencies/${world.maple}/billing-settings`,
    'PUT',
    {
      roundingRule: 0,
      incrementMinutes: 15,
      invoiceSchedule: 2,
      invoicePrefix: 'MHC-',
      paymentTermsDays: 15,
      taxRegistrationNumber: null,
      chargesSalesTax: false,
    },
  );
  expect(settings.status).toBe(200);
});

describe('issuing drafts', () => {
  it("numbers them in the agency's sequence, dated today in the agency and due after its terms", async () => {
    const first = await draftOf();
    const second = await draftOf();
    const issued = await issueInvoices(world.agentMaple, [first, second]);
    expect(issued.map((invoice) => invoice.status)).toEqual(['issued', 'issued']);
    const [a, b] = issued.map((invoice) => sequenceOf(invoice.number));
    expect(b).toBe((a ?? 0) + 1);
    expect(issued[0]?.number).toMatch(/^MHC-\d{4}$/);
    // The agency's day: the test and the server read the same clock within a second or two.
    expect(issued[0]?.issuedOn).toBe(careDay());
    expect(issued[0]?.dueOn).toBe(addDays(careDay(), 15));

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'careBilling.invoice.issued'),
          eq(auditLog.subjectId, String(first)),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({ number: issued[0]?.number, totalCents: 7_500 });
  });

  it('issues all or none: an issued one among them is a 409, the drafts stay drafts, no number is lost', async () => {
    const [done] = await issueInvoices(world.ownerMaple, [await draftOf()]);
    const waiting = await draftOf();
    const response = await world.ownerMaple.json('/api/invoices/issue', 'POST', {
      invoiceIds: [waiting, done?.id],
    });
    expect(response.status).toBe(409);
    expect((await invoiceRow(waiting))?.status).toBe('draft');
    const [next] = await issueInvoices(world.ownerMaple, [waiting]);
    expect(sequenceOf(next?.number ?? null)).toBe(sequenceOf(done?.number ?? null) + 1);
  });

  it('gives concurrent issues distinct numbers with no gap, and one invoice is issued once', async () => {
    const drafts = await Promise.all([draftOf(), draftOf(), draftOf(), draftOf()]);
    const batches = await Promise.all(drafts.map((id) => issueInvoices(world.agentMaple, [id])));
    const numbers = batches.flat().map((invoice) => sequenceOf(invoice.number));
    const sorted = [...numbers].sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(4);
    expect((sorted[3] ?? 0) - (sorted[0] ?? 0)).toBe(3);

    const twice = await draftOf();
    const answers = await Promise.all(
      [world.agentMaple, world.ownerMaple].map((client) =>
        client.json('/api/invoices/issue', 'POST', { invoiceIds: [twice] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("refuses another agency's drafts as absent, and roles that do not bill", async () => {
    const cedarDraft = await createDraftInvoice(database.db, {
      agencyId: world.cedar,
      patientId: world.cedarPatient,
    });
    const body = { invoiceIds: [cedarDraft] };
    expect((await world.ownerMaple.json('/api/invoices/issue', 'POST', body)).status).toBe(404);
    for (const outsider of [world.caregiverMaple, world.family, world.admin]) {
      expect((await outsider.json('/api/invoices/issue', 'POST', body)).status).toBe(403);
    }
    expect((await invoiceRow(cedarDraft))?.status).toBe('draft');
    const errors = await expectFieldErrors(
      await world.ownerMaple.json('/api/invoices/issue', 'POST', { invoiceIds: [] }),
    );
    expect(Object.keys(errors)).toEqual(['invoiceIds']);
  });
});

describe('an issued invoice never changes', () => {
  let issued: CareInvoice;
  beforeAll(async () => {
    [issued] = (await issueInvoices(world.ownerMaple, [await draftOf()])) as [CareInvoice];
  });

  it('refuses, in the database too, a change of its amounts, dates or lines, or its deletion', async () => {
    const refused = [
      sql`UPDATE care_invoices SET total_cents = 1 WHERE id = ${issued.id}`,
      sql`UPDATE care_invoices SET due_on = due_on + 30 WHERE id = ${issued.id}`,
      sql`UPDATE care_invoices SET status = 'draft', number = NULL WHERE id = ${issued.id}`,
      sql`DELETE FROM care_invoices WHERE id = ${issued.id}`,
      sql`UPDATE care_invoice_lines SET amount_cents = 1 WHERE invoice_id = ${issued.id}`,
      sql`DELETE FROM care_invoice_lines WHERE invoice_id = ${issued.id}`,
      sql`INSERT INTO care_invoice_lines (invoice_id, position, kind, service_date, quantity,
            quantity_unit, rate_cents, amount_cents)
          VALUES (${issued.id}, 9, 'visit', '2026-10-02', 1, 'visits', 100, 100)`,
    ];
    for (const statement of refused) {
      const failure = await database.db.execute(statement).then(
        () => undefined,
        (error: Error) => error.cause,
      );
      // restrict_violation, raised by the trigger
      expect(failure).toMatchObject({ code: '23001' });
    }
    const row = await invoiceRow(issued.id);
    expect(row?.totalCents).toBe(issued.totalCents);
    expect(row?.dueOn).toBe(issued.dueOn);
  });

  it('still lets its payments and status follow', async () => {
    await database.db.execute(
      sql`UPDATE care_invoices SET paid_cents = 0, status = 'disputed' WHERE id = ${issued.id}`,
    );
    await database.db.execute(
      sql`UPDATE care_invoices SET status = 'issued' WHERE id = ${issued.id}`,
    );
    expect((await invoiceRow(issued.id))?.status).toBe('issued');
  });

  it('answers 409 to issuing it again', async () => {
    const response = await world.agentMaple.json('/api/invoices/issue', 'POST', {
      invoiceIds: [issued.id],
    });
    expect(response.status).toBe(409);
  });
});

describe('voiding', () => {
  it('keeps the row and gives it a credit note numbered in the same sequence, audited', async () => {
    const [issued] = await issueInvoices(world.ownerMaple, [await draftOf()]);
    const id = issued?.id ?? 0;
    const { data } = await expectBody<{ data: CareInvoice }>(
      await world.agentMaple.json(`/api/invoices/${id}/void`, 'POST', {
        reason: 'Billed twice',
      }),
      200,
    );
    expect(data).toMatchObject({
      status: 'voided',
      number: issued?.number,
      voidedOn: careDay(),
      voidReason: 'Billed twice',
      balanceCents: 0,
    });
    expect(sequenceOf(data.creditNoteNumber)).toBe(sequenceOf(issued?.number ?? null) + 1);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'careBilling.invoice.voided'), eq(auditLog.subjectId, String(id))),
      );
    expect(audit?.details).toEqual({
      number: issued?.number,
      creditNoteNumber: data.creditNoteNumber,
    });

    const again = await world.agentMaple.json(`/api/invoices/${id}/void`, 'POST', { reason: 'x' });
    expect(again.status).toBe(409);
  });

  it('refuses a paid or partly paid invoice, saying to record a refund first', async () => {
    const [issued] = await issueInvoices(world.ownerMaple, [await draftOf()]);
    const id = issued?.id ?? 0;
    await database.db.execute(
      sql`UPDATE care_invoices SET paid_cents = 1000, status = 'partiallyPaid' WHERE id = ${id}`,
    );
    const body = await expectBody<{ message: string }>(
      await world.ownerMaple.json(`/api/invoices/${id}/void`, 'POST', { reason: 'Wrong rate' }),
      409,
    );
    expect(body.message).toMatch(/refund/);
    expect((await invoiceRow(id))?.status).toBe('partiallyPaid');
  });

  it('refuses a draft, a blank reason, and anyone outside the agency', async () => {
    const draft = await draftOf();
    expect(
      (await world.ownerMaple.json(`/api/invoices/${draft}/void`, 'POST', { reason: 'No' })).status,
    ).toBe(409);
    const errors = await expectFieldErrors(
      await world.ownerMaple.json(`/api/invoices/${draft}/void`, 'POST', { reason: '  ' }),
    );
    expect(Object.keys(errors)).toEqual(['reason']);
    expect(
      (await world.ownerCedar.json(`/api/invoices/${draft}/void`, 'POST', { reason: 'No' })).status,
    ).toBe(404);
    expect(
      (await world.family.json(`/api/invoices/${draft}/void`, 'POST', { reason: 'No' })).status,
    ).toBe(403);
  });
});
