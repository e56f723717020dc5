import { type HubEventCreate, type HubEventKind, HubMemberStatus } from '@hearth/domain';
import { and, asc, count, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { hubEventAttendees, hubEvents, hubMembers, users } from '../../../db/schema/index.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type EventRecord = {
  id: number;
  hubId: number;
  title: string;
  kind: HubEventKind;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  description: string | null;
  cancelledAt: Date | null;
};

export type EventWithAttendees = EventRecord & { attendees: { id: number; name: string }[] };

export type EventWindow = { from: Date; to: Date; kind: HubEventKind | undefined };

const eventColumns = {
  id: hubEvents.id,
  hubId: hubEvents.hubId,
  title: hubEvents.title,
  kind: hubEvents.kind,
  startsAt: hubEvents.startsAt,
  endsAt: hubEvents.endsAt,
  location: hubEvents.location,
  description: hubEvents.description,
  cancelledAt: hubEvents.cancelledAt,
};

/** Events that overlap the window: they end at or after its start and start before its end. */
function inWindow(hubId: number, window: EventWindow): SQL | undefined {
  return and(
    eq(hubEvents.hubId, hubId),
    gte(hubEvents.endsAt, window.from),
    lt(hubEvents.startsAt, window.to),
    window.kind === undefined ? undefined : eq(hubEvents.kind, window.kind),
  );
}

export function createEventRepo(db: Database) {
  async function withAttendees(events: EventRecord[]): Promise<EventWithAttendees[]> {
    if (events.length === 0) {
      return [];
    }
    const rows = await db
      .select({ eventId: hubEventAttendees.eventId, id: users.id, name: users.name })
      .from(hubEventAttendees)
      .innerJoin(users, eq(users.id, hubEventAttendees.userId))
      .where(
        inArray(
          hubEventAttendees.eventId,
          events.map((event) => event.id),
        ),
      )
      .orderBy(asc(users.name), asc(users.id));
    return events.map((event) => ({
      ...event,
      attendees: rows
        .filter((row) => row.eventId === event.id)
        .map(({ id, name }) => ({ id, name })),
    }));
  }

  return {
    async list(hubId: number, window: EventWindow, paging: { limit: number; offset: number }) {
      const where = inWindow(hubId, window);
      const [rows, [totals]] = await Promise.all([
        db
          .select(eventColumns)
          .from(hubEvents)
          .where(where)
          .orderBy(asc(hubEvents.startsAt), asc(hubEvents.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ total: count() }).from(hubEvents).where(where),
      ]);
      return {
        rows: await withAttendees(rows as EventRecord[]),
        total: totals?.total ?? 0,
      };
    },

    async find(hubId: number, eventId: number): Promise<EventWithAttendees | undefined> {
      const rows = await db
        .select(eventColumns)
        .from(hubEvents)
        .where(and(eq(hubEvents.hubId, hubId), eq(hubEvents.id, eventId)));
      const [event] = await withAttendees(rows as EventRecord[]);
      return event;
    },

    /** The event, locked: an edit, a cancellation and an RSVP of it apply one at a time. */
    async lock(tx: Transaction, hubId: number, eventId: number) {
      const [row] = await tx
        .select(eventColumns)
        .from(hubEvents)
        .where(and(eq(hubEvents.hubId, hubId), eq(hubEvents.id, eventId)))
        .for('update');
      return row as EventRecord | undefined;
    },

    async insert(
      tx: Transaction,
      hubId: number,
      event: HubEventCreate,
      createdBy: number,
    ): Promise<number> {
      const [row] = await tx
        .insert(hubEvents)
        .values({
          ...event,
          startsAt: new Date(event.startsAt),
          endsAt: new Date(event.endsAt),
          hubId,
          createdBy,
        })
        .returning({ id: hubEvents.id });
      if (row === undefined) {
        throw new Error('no hub event created');
      }
      return row.id;
    },

    async update(
      tx: Transaction,
      eventId: number,
      changes: Partial<Omit<EventRecord, 'id' | 'hubId'>>,
    ) {
      await tx.update(hubEvents).set(changes).where(eq(hubEvents.id, eventId));
    },

    async addAttendee(tx: Transaction, eventId: number, userId: number) {
      await tx.insert(hubEventAttendees).values({ eventId, userId }).onConflictDoNothing();
    },

    /** Whether the person is a member in good standing; held so a removal waits for the RSVP. */
    async isMember(tx: Transaction, hubId: number, userId: number): Promise<boolean> {
      const [row] = await tx
        .select({ status: hubMembers.status })
        .from(hubMembers)
        .where(and(eq(hubMembers.hubId, hubId), eq(hubMembers.userId, userId)))
        .for('share');
      return row?.status === HubMemberStatus.member;
    },

    async removeAttendee(tx: Transaction, eventId: number, userId: number) {
      await tx
        .delete(hubEventAttendees)
        .where(and(eq(hubEventAttendees.eventId, eventId), eq(hubEventAttendees.userId, userId)));
    },
  };
}

export type EventRepo = ReturnType<typeof createEventRepo>;
