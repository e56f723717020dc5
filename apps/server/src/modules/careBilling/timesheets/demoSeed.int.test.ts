import { careDay, payPeriodAfter, payPeriodOf, type Timesheet } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserClient } from '../../../../test/browserClient.ts';
import { useSeededDemo } from '../../../../test/harness.ts';
import { seedRuns, users } from '../../../db/schema/index.ts';

// The demo agency's timesheets page opens on the last finished pay period: it has something to
// approve and something to resolve first.

const demo = useSeededDemo();
let owner: BrowserClient;
let periodStart: string;
let agencyId: number;

beforeAll(async () => {
  const [run] = await demo.db
    .select({ at: seedRuns.appliedAt })
    .from(seedRuns)
    .where(eq(seedRuns.name, 'careBilling.demo-timesheets'));
  periodStart = payPeriodAfter(payPeriodOf(careDay(run?.at ?? new Date())), -1).start;
  const [ownerRow] = await demo.db
    .select({ agencyId: users.agencyId })
    .from(users)
    .where(eq(users.email, 'agency@demo.hearth.test'));
  agencyId = ownerRow?.agencyId ?? 0;
  owner = await demo.signIn('agency@demo.hearth.test');
});

describe("the demo agency's last pay period", () => {
  it('has one timesheet ready to approve and one with a visit to resolve', async () => {
    const response = await owner.request(
      `/api/agencies/${agencyId}/timesheets?periodStart=${periodStart}`,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Timesheet[] };
    expect(data.map((row) => [row.status, row.exceptionCount > 0])).toEqual(
      expect.arrayContaining([
        ['draft', false],
        ['draft', true],
      ]),
    );
    expect(data.every((row) => row.visitCount >= 1 && row.verifiedMinutes > 0)).toBe(true);
  });
});
