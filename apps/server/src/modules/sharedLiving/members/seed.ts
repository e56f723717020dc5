import { HubMemberStatus, Role } from '@hearth/domain';
import { inArray } from 'drizzle-orm';
import { hubMemberChanges, hubMembers, users } from '../../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { findDemoHub } from '../hubs/seed.ts';

const { member, requestPending, removedByHub } = HubMemberStatus.values;

type Step = { to: HubMemberStatus; by: 'self' | 'hub'; reason?: string };
type DemoMembership = { email: string; steps: readonly Step[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_CAREGIVER = 'caregiver@demo.hearth.test';
const HUB_OWNER = 'agency@demo.hearth.test';

/** Two caregivers invited by the demo agency (no password yet), to show a request and a removal. */
const otherCaregivers = [
  { email: 'nadia.reyes@example.test', name: 'Nadia Reyes' },
  { email: 'tom.becker@example.test', name: 'Tom Becker' },
] as const;

/** Each membership as the moves that made it, so its history reads as it happened. */
const demoMemberships: readonly DemoMembership[] = [
  {
    email: DEMO_CAREGIVER,
    steps: [
      { to: requestPending, by: 'self' },
      { to: member, by: 'hub' },
    ],
  },
  { email: 'nadia.reyes@example.test', steps: [{ to: requestPending, by: 'self' }] },
  {
    email: 'tom.becker@example.test',
    steps: [
      { to: requestPending, by: 'self' },
      { to: member, by: 'hub' },
      { to: removedByHub, by: 'hub', reason: 'Moved to Ottawa; no longer works in the region.' },
    ],
  },
];

async function userIds(tx: SeedTransaction, emails: readonly string[]) {
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return (email: string) => {
    const row = rows.find((candidate) => candidate.email === email);
    if (row === undefined) {
      throw new Error(`demo account ${email} is missing`);
    }
    return row.id;
  };
}

/** Maple Shared Living's people: the demo caregiver a member, one request waiting, one removed. */
export const demoHubMembersSeeder: Seeder = {
  name: 'sharedLiving.demo-hub-members',
  async run(tx) {
    const { hubId } = await findDemoHub(tx);
    await tx
      .insert(users)
      .values(otherCaregivers.map((caregiver) => ({ ...caregiver, role: Role.caregiver })));
    const idOf = await userIds(tx, [
      DEMO_CAREGIVER,
      HUB_OWNER,
      ...otherCaregivers.map((caregiver) => caregiver.email),
    ]);
    for (const { email, steps } of demoMemberships) {
      const userId = idOf(email);
      const last = steps.at(-1);
      if (last === undefined) {
        continue;
      }
      // A day apart, oldest first, the last a week ago.
      const dates = steps.map(
        (_, index) => new Date(Date.now() - (7 + steps.length - 1 - index) * DAY_MS),
      );
      const [created] = await tx
        .insert(hubMembers)
        .values({
          hubId,
          userId,
          status: last.to,
          reason: last.reason ?? null,
          createdAt: dates[0],
          updatedAt: dates.at(-1),
        })
        .returning({ id: hubMembers.id });
      if (created === undefined) {
        throw new Error('no demo membership created');
      }
      await tx.insert(hubMemberChanges).values(
        steps.map((step, index) => ({
          memberId: created.id,
          fromStatus: steps[index - 1]?.to ?? null,
          toStatus: step.to,
          reason: step.reason ?? null,
          changedBy: step.by === 'self' ? userId : idOf(HUB_OWNER),
          changedAt: dates[index],
        })),
      );
    }
  },
};
