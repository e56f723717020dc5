import {
  ReferralCloseReason as CloseReason,
  careDay,
  type ReferralCloseReason,
  type ReferralMilestone,
  ReferralStatus,
  SharedLivingBillingFrequency,
} from '@hearth/domain';
import { eq } from 'drizzle-orm';
import {
  sharedLivingHomes,
  sharedLivingReferralEvents,
  sharedLivingReferrals,
  users,
} from '../../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { findDemoHub } from '../hubs/seed.ts';

// The demo partner's referrals to Maple Shared Living, one or more in each status, with milestone
// dates counted back from today so the board's metrics card (the last year by default) has
// numbers to show, and a timeline that tells how each got where it is.

type Milestones = Partial<Record<ReferralMilestone, number>>;

type DemoReferral = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  needs: string;
  /** Days before today. */
  madeDaysAgo: number;
  /** Each a number of days before today. */
  milestones: Milestones;
  status: ReferralStatus;
  close?: { reason: ReferralCloseReason; note?: string };
  /** The index of the home among the hub's homes, billed at a rate in cents per period. */
  placement?: { home: number; frequency: SharedLivingBillingFrequency; rateCents: number };
};

const { other, notInterested } = CloseReason.values;
const { monthly, semiMonthly } = SharedLivingBillingFrequency.values;

const demoReferrals: readonly DemoReferral[] = [
  {
    firstName: 'Grace',
    lastName: 'Whitfield',
    dateOfBirth: '1944-05-17',
    needs: 'Help with bathing and meals after a hip replacement; uses a walker.',
    // Moved in 55 days ago, so last month's invoice run always bills at least one of her halves.
    madeDaysAgo: 70,
    milestones: {
      hospitalAdmittedOn: 80,
      hospitalDischargeOn: 68,
      visitOn: 65,
      approvedOn: 60,
      acceptedOn: 58,
      moveInOn: 55,
    },
    status: ReferralStatus.open,
    placement: { home: 0, frequency: semiMonthly, rateCents: 132_500 },
  },
  {
    firstName: 'Arthur',
    lastName: 'Bell',
    dateOfBirth: '1951-11-02',
    needs: 'Medication reminders and company; early memory loss.',
    madeDaysAgo: 12,
    milestones: { hospitalAdmittedOn: 20, hospitalDischargeOn: 10, visitOn: 8 },
    status: ReferralStatus.open,
  },
  {
    firstName: 'Marisol',
    lastName: 'Vega',
    dateOfBirth: '1958-02-23',
    needs: 'Support with diabetes care and cooking.',
    madeDaysAgo: 30,
    milestones: { visitOn: 26 },
    status: ReferralStatus.hold,
  },
  {
    firstName: 'Walter',
    lastName: 'Nguyen',
    dateOfBirth: '1947-08-09',
    needs: 'Help getting about after a stroke.',
    madeDaysAgo: 90,
    milestones: { hospitalAdmittedOn: 101, hospitalDischargeOn: 88, visitOn: 84 },
    status: ReferralStatus.closed,
    close: { reason: notInterested },
  },
  {
    firstName: 'Edith',
    lastName: 'Clarke',
    dateOfBirth: '1940-12-30',
    needs: 'Daily personal care; hard of hearing.',
    madeDaysAgo: 200,
    milestones: { visitOn: 194, approvedOn: 188, acceptedOn: 185, moveInOn: 180, moveOutOn: 100 },
    status: ReferralStatus.closed,
    close: { reason: other, note: 'Moved to live with her daughter in Ottawa.' },
    placement: { home: 2, frequency: monthly, rateCents: 240_000 },
  },
];

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dayOf = (days: number) => careDay(daysAgo(days));

async function homeNameOf(tx: SeedTransaction, id: number) {
  const [home] = await tx
    .select({ name: sharedLivingHomes.name })
    .from(sharedLivingHomes)
    .where(eq(sharedLivingHomes.id, id));
  return home?.name ?? null;
}

async function userIdOf(tx: SeedTransaction, email: string) {
  const [user] = await tx
    .select({ id: users.id, partnerId: users.partnerId })
    .from(users)
    .where(eq(users.email, email));
  if (user === undefined) {
    throw new Error(`demo account ${email} is missing`);
  }
  return user;
}

const HOSPITAL: readonly ReferralMilestone[] = ['hospitalAdmittedOn', 'hospitalDischargeOn'];

export const demoReferralsSeeder: Seeder = {
  name: 'sharedLiving.demo-referrals',
  async run(tx) {
    const { hubId, homes } = await findDemoHub(tx);
    const partner = await userIdOf(tx, 'partner@demo.hearth.test');
    const hub = await userIdOf(tx, 'agency@demo.hearth.test');
    for (const referral of demoReferrals) {
      const milestones = Object.entries(referral.milestones) as [ReferralMilestone, number][];
      const home = referral.placement ? homes[referral.placement.home] : undefined;
      const [created] = await tx
        .insert(sharedLivingReferrals)
        .values({
          hubId,
          partnerId: partner.partnerId,
          referredBy: partner.id,
          firstName: referral.firstName,
          lastName: referral.lastName,
          dateOfBirth: referral.dateOfBirth,
          phone: '416 555 0142',
          needs: referral.needs,
          status: referral.status,
          closeReason: referral.close?.reason ?? null,
          closeNote: referral.close?.note ?? null,
          ...Object.fromEntries(milestones.map(([name, days]) => [name, dayOf(days)])),
          homeId: home?.id ?? null,
          billingFrequency: home ? (referral.placement?.frequency ?? null) : null,
          rateCents: referral.placement?.rateCents ?? null,
          createdAt: daysAgo(referral.madeDaysAgo),
        })
        .returning({ id: sharedLivingReferrals.id });
      if (created === undefined) {
        throw new Error('no demo referral created');
      }
      const referralId = created.id;
      const at = (days: number) => daysAgo(Math.min(days, referral.madeDaysAgo));
      await tx.insert(sharedLivingReferralEvents).values([
        {
          referralId,
          kind: 'created',
          toStatus: ReferralStatus.open,
          actorId: partner.id,
          at: daysAgo(referral.madeDaysAgo),
        },
        ...milestones.map(([name, days]) => ({
          referralId,
          kind: 'milestone',
          milestone: name,
          milestoneOn: dayOf(days),
          actorId: HOSPITAL.includes(name) ? partner.id : hub.id,
          at: at(days),
        })),
        ...(home
          ? [
              {
                referralId,
                kind: 'placement',
                note: await homeNameOf(tx, home.id),
                actorId: hub.id,
                at: at(30),
              },
            ]
          : []),
        ...(referral.status === ReferralStatus.open
          ? []
          : [
              {
                referralId,
                kind: 'status',
                fromStatus: ReferralStatus.open,
                toStatus: referral.status,
                closeReason: referral.close?.reason ?? null,
                note: referral.close?.note ?? null,
                actorId: hub.id,
                at: daysAgo(1),
              },
            ]),
      ]);
    }
  },
};
