import type { HubEventKind } from '@hearth/domain';
import { eq } from 'drizzle-orm';
import { hubEventAttendees, hubEvents, users } from '../../../db/schema/index.ts';
import type { Seeder, SeedTransaction } from '../../../db/seed/types.ts';
import { DEMO_PARTNER_HUB_NAME, findDemoHub } from '../hubs/seed.ts';

type DemoEvent = {
  title: string;
  kind: HubEventKind;
  /** 0: this month, 1: next month (at the time the seed runs). */
  month: 0 | 1;
  day: number;
  /** Start and end hours, UTC (Toronto is 4 to 5 hours behind). */
  hours: readonly [number, number];
  location: string;
  description: string;
  cancelled?: boolean;
  /** The demo caregiver said they will attend. */
  caregiverAttends?: boolean;
};

const mapleEvents: readonly DemoEvent[] = [
  {
    title: 'Games night at Birch House',
    kind: 'meeting',
    month: 0,
    day: 12,
    hours: [23, 25],
    location: '12 Birch Ave',
    description: 'Board games and snacks with the East End homes. Everyone welcome.',
    caregiverAttends: true,
  },
  {
    title: 'First aid refresher',
    kind: 'training',
    month: 0,
    day: 20,
    hours: [14, 17],
    location: 'Maple Home Care office',
    description: 'Three hours with a St. John Ambulance instructor; certificates renewed.',
  },
  {
    title: 'Picnic in High Park',
    kind: 'outing',
    month: 0,
    day: 26,
    hours: [16, 19],
    location: 'High Park, Grenadier Pond',
    description: 'Called off: the forecast is rain all day.',
    cancelled: true,
  },
  {
    title: "Hosts' monthly meeting",
    kind: 'meeting',
    month: 1,
    day: 5,
    hours: [23, 24],
    location: 'Online',
    description: 'Placements, vacancies and the holiday schedule.',
  },
  {
    title: 'Apple picking',
    kind: 'outing',
    month: 1,
    day: 14,
    hours: [14, 20],
    location: 'Chudleigh’s, Milton',
    description: 'The van leaves Juniper Place at 10:00.',
  },
];

const riversideEvents: readonly DemoEvent[] = [
  {
    title: 'Welcome coffee for new members',
    kind: 'meeting',
    month: 0,
    day: 18,
    hours: [14, 15],
    location: 'Riverside General Hospital, atrium café',
    description: 'Meet the hosts and the discharge team.',
  },
];

const DEMO_CAREGIVER = 'caregiver@demo.hearth.test';

/** A day of this or next month; past the month's end it is the month's last day. */
function at(month: 0 | 1, day: number, hour: number): Date {
  const now = new Date();
  const year = now.getUTCFullYear();
  const index = now.getUTCMonth() + month;
  const lastDay = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, index, Math.min(day, lastDay), hour));
}

async function seedEvents(
  tx: SeedTransaction,
  hubName: string | undefined,
  events: readonly DemoEvent[],
  caregiverId: number | undefined,
) {
  const { hubId } = await findDemoHub(tx, hubName);
  for (const event of events) {
    const startsAt = at(event.month, event.day, event.hours[0]);
    const [created] = await tx
      .insert(hubEvents)
      .values({
        hubId,
        title: event.title,
        kind: event.kind,
        startsAt,
        endsAt: new Date(startsAt.getTime() + (event.hours[1] - event.hours[0]) * 3_600_000),
        location: event.location,
        description: event.description,
        cancelledAt: event.cancelled ? new Date() : null,
      })
      .returning({ id: hubEvents.id });
    if (created === undefined) {
      throw new Error('no demo event created');
    }
    if (event.caregiverAttends && caregiverId !== undefined) {
      await tx.insert(hubEventAttendees).values({ eventId: created.id, userId: caregiverId });
    }
  }
}

/** Maple's calendar this month and next (one cancelled), and a coffee at the partner's hub. */
export const demoHubEventsSeeder: Seeder = {
  name: 'sharedLiving.demo-hub-events',
  async run(tx) {
    const [caregiver] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_CAREGIVER));
    await seedEvents(tx, undefined, mapleEvents, caregiver?.id);
    await seedEvents(tx, DEMO_PARTNER_HUB_NAME, riversideEvents, undefined);
  },
};
