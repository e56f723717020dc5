import { type CareInvoice, careDay } from '@hearth/domain';
import { describe, expect, it } from 'vitest';
import { useSeededDemo } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';

// The demo agency's hub has a resident billed semi-monthly: the demo's run of last month, issued
// on the first of this month, invoices her placement beside the agency's visits.

const demo = useSeededDemo();

/** The first day of this month and of last month, in the agency's calendar. */
function months(): { lastMonth: string; thisMonth: string } {
  const [year = 0, month = 0] = careDay().split('-').map(Number);
  const pad = (value: number) => String(value).padStart(2, '0');
  const lastMonth = month === 1 ? `${year - 1}-12-01` : `${year}-${pad(month - 1)}-01`;
  return { lastMonth, thisMonth: `${year}-${pad(month)}-01` };
}

describe('the demo’s shared-living placement', () => {
  it('is on an issued invoice of last month, billed to the resident', async () => {
    const { lastMonth, thisMonth } = months();
    const owner = await demo.signIn('agency@demo.hearth.test');
    const issued = await expectBody<{ data: CareInvoice[] }>(
      await owner.request(
        `/api/invoices?status=issued&recipient=patient&from=${thisMonth}&perPage=100`,
      ),
      200,
    );
    const grace = issued.data.filter((invoice) => invoice.resident?.name === 'Grace Whitfield');
    expect(grace.length).toBeGreaterThan(0);
    for (const invoice of grace) {
      expect(invoice.patient).toBeNull();
      expect(invoice.periodStart >= lastMonth && invoice.periodStart < thisMonth).toBe(true);
    }
  });
});
