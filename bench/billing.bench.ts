// Subscription payments at scale: an administrator's list of all payments (the first page, one
// organisation's paid payments, one month of issues, everything owed), against GET /api/health as
// the baseline, on 100,000 generated payments (1,000 agencies × 100 monthly payments).
// Run: npm run bench
import { PaymentFlag, Role } from '@hearth/domain';
import { createUser, testPassword } from '@hearth/server/testing';
import { signInCookie, withBenchServer } from './support/benchServer.ts';
import { measureAndExplain } from './support/measureRequests.ts';
import { seedScaleSet } from './support/scaleSet.ts';

const scale = {
  agencies: Number(process.env.BENCH_AGENCIES ?? 1000),
  // The payments list reads payments only.
  caregiversPerAgency: 0,
  patientsPerAgency: 0,
  listingsPerAgency: 0,
  subscriptionPaymentsPerAgency: 100,
};
const logFile = process.env.BENCH_LOG ?? 'bench-billing.log';

await withBenchServer(
  (db) => seedScaleSet(db, scale),
  async ({ base, db, pool }) => {
    const counted = await pool.query<{ count: string; agency: number; month: string }>(`
      SELECT count(*) AS count, min(agency_id) AS agency,
             to_char(max(issued_at) - interval '6 months', 'YYYY-MM') AS month
      FROM subscription_payments`);
    const { count, agency, month } = counted.rows[0] ?? { count: '0', agency: 1, month: '' };
    console.log(`${count} subscription payments`);
    const admin = await createUser(db, { role: Role.admin });
    const cookie = await signInCookie(base, admin.email, testPassword);

    const list = (query: string) => () =>
      fetch(`${base}/api/subscription-payments${query}`, { headers: { cookie } });
    const requests = [
      { name: 'GET /api/subscription-payments (admin, first page)', call: list('') },
      {
        name: 'GET /api/subscription-payments (admin, one agency, paid)',
        call: list(`?organisationKind=agency&organisationId=${agency}&status=${PaymentFlag.paid}`),
      },
      {
        name: 'GET /api/subscription-payments (admin, issued in one month)',
        call: list(`?from=${month}-01&to=${month}-28`),
      },
      {
        name: 'GET /api/subscription-payments (admin, all owed)',
        call: list(`?status=${PaymentFlag.unpaid}`),
      },
    ];

    await measureAndExplain({ base, pool }, requests, logFile);
  },
);
