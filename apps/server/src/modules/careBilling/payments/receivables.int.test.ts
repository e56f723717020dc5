import { addDays, type Receivables, Role } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BrowserClient, signedInClient } from '../../../../test/browserClient.ts';
import { createIssuedInvoice } from '../../../../test/factories/careInvoices.ts';
import { createAgency, createUser } from '../../../../test/factories/identity.ts';
import { createPayer } from '../../../../test/factories/organisations.ts';
import { createPatient } from '../../../../test/factories/patients.ts';
import { useTestServer } from '../../../../test/harness.ts';
import { expectBody } from '../../../../test/responses.ts';
import { careInvoices } from '../../../db/schema/index.ts';

const { database, server } = useTestServer();
const db = () => database.db;
const asOf = '2026-06-30';

let maple: number;
let payer: number;
let patient: number;
let agent: BrowserClient;

/** Each invoice owes a different power of ten, so a bucket's sum tells which ones landed in it. */
async function owing(daysLate: number, cents: number, payerId: number | null = payer) {
  return createIssuedInvoice(db(), {
    agencyId: maple,
    patientId: patient,
    payerId,
    totalCents: cents,
    issuedOn: '2026-01-02',
    dueOn: addDays(asOf, -daysLate),
  });
}

beforeAll(async () => {
  maple = await createAgency(db(), 'Maple Home Care');
  const cedar = await createAgency(db(), 'Cedar Care');
  payer = await createPayer(db(), { name: 'Alder Insurance' });
  patient = await createPatient(db(), maple);
  agent = await signedInClient(
    server,
    ...(await createUser(db(), { role: Role.agencyAgent, agencyIds: [maple] }).then(
      (user) => [user.email, user.password] as const,
    )),
  );
  // Due in the future and due today are current; then each edge of the 30-day buckets.
  await owing(-5, 1);
  await owing(0, 10);
  await owing(1, 100);
  await owing(30, 1_000);
  await owing(31, 10_000);
  await owing(60, 100_000);
  await owing(61, 1_000_000);
  await owing(90, 10_000_000);
  await owing(91, 100_000_000);
  // Private pay, half paid since: no payment was received by the as-of day, so all of it was owed.
  const privateInvoice = await owing(10, 4_000, null);
  await db()
    .update(careInvoices)
    .set({ status: 'partiallyPaid', paidCents: 2_000 })
    .where(eq(careInvoices.id, privateInvoice));
  // Voided before the as-of day, issued after it, or another agency's: none counts.
  const voided = await owing(40, 7);
  await db()
    .update(careInvoices)
    .set({ status: 'voided', voidedOn: '2026-06-01', voidReason: 'Duplicate' })
    .where(eq(careInvoices.id, voided));
  await createIssuedInvoice(db(), {
    agencyId: maple,
    patientId: patient,
    payerId: payer,
    totalCents: 3,
    issuedOn: '2026-07-01',
    dueOn: '2026-07-31',
  });
  await createIssuedInvoice(db(), {
    agencyId: cedar,
    patientId: await createPatient(db(), cedar),
    payerId: payer,
    totalCents: 5,
    issuedOn: '2026-01-02',
    dueOn: '2026-02-01',
  });
});

describe('aged receivables', () => {
  it('ages each open balance by days past its due day, per payer and one private-pay row', async () => {
    const { data } = await expectBody<{ data: Receivables }>(
      await agent.request(`/api/care-receivables?agencyId=${maple}&asOf=${asOf}`),
      200,
    );
    expect(data.asOf).toBe(asOf);
    expect(data.rows).toEqual([
      {
        recipient: 'payer',
        payer: { id: payer, name: 'Alder Insurance' },
        currency: 'CAD',
        invoices: 9,
        current: 11,
        days1To30: 1_100,
        days31To60: 110_000,
        days61To90: 11_000_000,
        over90: 100_000_000,
        total: 111_111_111,
      },
      {
        recipient: 'patient',
        payer: null,
        currency: 'CAD',
        invoices: 1,
        current: 0,
        days1To30: 4_000,
        days31To60: 0,
        days61To90: 0,
        over90: 0,
        total: 4_000,
      },
    ]);
    expect(data.totals).toEqual([
      {
        currency: 'CAD',
        current: 11,
        days1To30: 5_100,
        days31To60: 110_000,
        days61To90: 11_000_000,
        over90: 100_000_000,
        total: 111_115_111,
      },
    ]);
  });

  it('exports the same table as CSV, with its totals line', async () => {
    const response = await agent.request(
      `/api/care-receivables.csv?agencyId=${maple}&asOf=${asOf}`,
    );
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\n');
    expect(lines).toEqual([
      'Payer,Currency,Current,1-30 days,31-60 days,61-90 days,Over 90 days,Total',
      'Alder Insurance,CAD,0.11,11.00,1100.00,110000.00,1000000.00,1111111.11',
      'Private pay,CAD,0.00,40.00,0.00,0.00,0.00,40.00',
      'Total,CAD,0.11,51.00,1100.00,110000.00,1000000.00,1111151.11',
    ]);
  });

  it('refuses a malformed day with a field message', async () => {
    const response = await agent.request(`/api/care-receivables?agencyId=${maple}&asOf=June`);
    expect(response.status).toBe(422);
  });
});
