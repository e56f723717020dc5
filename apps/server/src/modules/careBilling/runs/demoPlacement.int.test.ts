import { careDay } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runInvoices } from '../../../../test/factories/careInvoiceRuns.ts';
import { useSeededDemo } from '../../../../test/harness.ts';
import { users } from '../../../db/schema/index.ts';

// The demo agency's hub has a resident billed semi-monthly: last month's run, the one the run
// page starts from, invoices her placement beside the agency's visits.

const demo = useSeededDemo();

/** The first days of last month and of this one, in the agency's calendar. */
function lastMonth(): { periodStart: string; periodEnd: string } {
  const [year = 0, month = 0] = careDay().split('-').map(Number);
  const pad = (value: number) => String(value).padStart(2, '0');
  const periodStart = month === 1 ? `${year - 1}-12-01` : `${year}-${pad(month - 1)}-01`;
  return { periodStart, periodEnd: `${year}-${pad(month)}-01` };
}

describe('the demo’s shared-living placement', () => {
  it('is on an invoice of last month’s run, billed to the resident', async () => {
    const [owner] = await demo.db
      .select({ agencyId: users.agencyId })
      .from(users)
      .where(eq(users.email, 'agency@demo.hearth.test'));
    const client = await demo.signIn('agency@demo.hearth.test');
    const run = await runInvoices(client, { agencyId: owner?.agencyId ?? 0, ...lastMonth() });
    expect(run.drafts).toContainEqual(
      expect.objectContaining({
        recipient: 'patient',
        patient: null,
        resident: expect.objectContaining({ name: 'Grace Whitfield' }),
      }),
    );
  });
});
