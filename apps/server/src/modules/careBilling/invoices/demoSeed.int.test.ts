import type { CareInvoice, CareInvoiceDetail } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';

const demo = useSeededDemo();

type Listed = { data: CareInvoice[] };

describe("the demo's care invoices", () => {
  it("give the agency drafts to issue, and the family user their share's issued invoice", async () => {
    const family = await demo.signIn('user@demo.hearth.test');
    const own = await expectBody<Listed>(await family.request('/api/invoices'), 200);
    expect(own.data).toHaveLength(1);
    const [issued] = own.data;
    expect(issued).toMatchObject({ status: 'issued', recipient: 'patient', payer: null });
    expect(issued?.number).toMatch(/^[A-Z0-9]+-0001$/);

    // The agency has the family's patient's payer share and an older private bill to issue.
    const owner = await demo.signIn('agency@demo.hearth.test');
    const agency = await expectBody<Listed>(
      await owner.request(`/api/invoices?patientId=${issued?.patient?.id}`),
      200,
    );
    expect(agency.data.map((invoice) => invoice.status).sort()).toEqual([
      'draft',
      'draft',
      'issued',
    ]);

    // The family's and the payer's lines of one visit add up to the visit, to the cent.
    const payerDraft = agency.data.find(
      (invoice) => invoice.recipient === 'payer' && invoice.periodStart === issued?.periodStart,
    );
    const lines = async (id: number | undefined) =>
      (
        await expectBody<{ data: CareInvoiceDetail }>(
          await owner.request(`/api/invoices/${id}`),
          200,
        )
      ).data.lines;
    const [familyLine] = await lines(issued?.id);
    const [payerLine] = await lines(payerDraft?.id);
    expect((familyLine?.amountCents ?? 0) + (payerLine?.amountCents ?? 0)).toBe(
      (180 * (familyLine?.rateCents ?? 0)) / 60,
    );
  });
});
