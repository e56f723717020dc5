import {
  CARE_TIME_ZONE,
  type LeadKind,
  type LeadLocation,
  type LeadStatus,
  OrganisationKind,
} from '@hearth/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  agencies,
  leadStatusChanges,
  leads,
  marketplaceListings as listings,
  users,
} from '../../../db/schema/index.ts';
import type { SeedTransaction } from '../../../db/seed/types.ts';
import { everyWordInAny } from '../../../platform/db/textSearch.ts';

export type Transaction = SeedTransaction;
type Reader = Pick<Database, 'select'>;

export type LeadFilter = {
  kind: LeadKind;
  status?: LeadStatus | undefined;
  location?: LeadLocation | undefined;
  /** Calendar days in the care time zone, both included. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
};

export type Window = { limit: number; offset: number };

export type NewHostLead = {
  reference: string;
  location: LeadLocation;
  name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  message: string | null;
};

/** The first instant of a calendar day in the care time zone. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${CARE_TIME_ZONE}`;
const startOfNextDay = (day: string) =>
  sql`(${day}::date + 1)::timestamp AT TIME ZONE ${CARE_TIME_ZONE}`;

function conditions(filter: LeadFilter): SQL | undefined {
  return and(
    eq(leads.kind, filter.kind),
    filter.status === undefined ? undefined : eq(leads.status, filter.status),
    filter.location === undefined ? undefined : eq(leads.location, filter.location),
    filter.from === undefined ? undefined : sql`${leads.createdAt} >= ${startOfDay(filter.from)}`,
    filter.to === undefined ? undefined : sql`${leads.createdAt} < ${startOfNextDay(filter.to)}`,
    everyWordInAny([leads.name, leads.email, leads.phone, leads.city, leads.reference], filter.q),
  );
}

// The message comes along in lists too: at most a couple of thousand characters, and one query
// shape serves the list and the detail.
const leadColumns = {
  id: leads.id,
  reference: leads.reference,
  kind: sql<LeadKind>`${leads.kind}`,
  location: sql<LeadLocation>`${leads.location}`,
  status: sql<LeadStatus>`${leads.status}`,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  city: leads.city,
  message: leads.message,
  listingId: listings.id,
  listingName: listings.name,
  agencyId: agencies.id,
  agencyName: agencies.name,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
};

function selectLeads(reader: Reader) {
  return reader
    .select(leadColumns)
    .from(leads)
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .leftJoin(agencies, eq(agencies.id, leads.agencyId));
}

export type LeadRecord = Awaited<ReturnType<typeof selectLeads>>[number];

export function createHostLeadRepo(db: Database) {
  return {
    async insert(tx: Transaction, lead: NewHostLead): Promise<number> {
      const [row] = await tx
        .insert(leads)
        .values({ ...lead, kind: 'host', status: 'new' })
        .returning({ id: leads.id });
      if (row === undefined) {
        throw new Error('no host lead created');
      }
      return row.id;
    },

    /** Newest first. */
    async list(filter: LeadFilter, window: Window) {
      const where = conditions(filter);
      const rows = await selectLeads(db)
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(window.limit)
        .offset(window.offset);
      const [totalRow] = await db.select({ total: count() }).from(leads).where(where);
      return { rows, total: totalRow?.total ?? 0 };
    },

    async find(reader: Reader, id: number): Promise<LeadRecord | undefined> {
      const [row] = await selectLeads(reader).where(eq(leads.id, id));
      return row;
    },

    /** The lead's status, locked so two moves of it cannot both start from the same status. */
    /** A host's lead, locked, as turning it into a provider needs it; undefined for any other. */
    async lockHost(tx: Transaction, id: number) {
      const [row] = await tx
        .select({
          status: sql<LeadStatus>`${leads.status}`,
          organisationId: leads.agencyId,
          name: leads.name,
          email: leads.email,
        })
        .from(leads)
        .where(and(eq(leads.id, id), eq(leads.kind, 'host')))
        .for('update');
      return row;
    },

    /** The host's home, an organisation of its own, named on the lead it came from. */
    async openHostHome(tx: Transaction, leadId: number, name: string): Promise<number> {
      const [home] = await tx
        .insert(agencies)
        .values({ name, kind: OrganisationKind.hostHome })
        .returning({ id: agencies.id });
      if (home === undefined) {
        throw new Error('no host home created');
      }
      await tx
        .update(leads)
        .set({ agencyId: home.id, updatedAt: new Date() })
        .where(eq(leads.id, leadId));
      return home.id;
    },

    async lockStatus(tx: Transaction, id: number): Promise<LeadStatus | undefined> {
      const [row] = await tx
        .select({ status: sql<LeadStatus>`${leads.status}` })
        .from(leads)
        .where(eq(leads.id, id))
        .for('update');
      return row?.status;
    },

    async move(
      tx: Transaction,
      change: { leadId: number; from: LeadStatus; to: LeadStatus; reason: string | null },
      changedBy: number,
    ): Promise<void> {
      await tx
        .update(leads)
        .set({ status: change.to, updatedAt: sql`now()` })
        .where(eq(leads.id, change.leadId));
      await tx.insert(leadStatusChanges).values({
        leadId: change.leadId,
        fromStatus: change.from,
        toStatus: change.to,
        reason: change.reason,
        changedBy,
      });
    },

    /** Oldest first. */
    history(id: number) {
      return db
        .select({
          id: leadStatusChanges.id,
          from: sql<LeadStatus>`${leadStatusChanges.fromStatus}`,
          to: sql<LeadStatus>`${leadStatusChanges.toStatus}`,
          reason: leadStatusChanges.reason,
          changedById: users.id,
          changedByName: users.name,
          changedAt: leadStatusChanges.changedAt,
        })
        .from(leadStatusChanges)
        .leftJoin(users, eq(users.id, leadStatusChanges.changedBy))
        .where(eq(leadStatusChanges.leadId, id))
        .orderBy(asc(leadStatusChanges.changedAt), asc(leadStatusChanges.id));
    },
  };
}

export type HostLeadRepo = ReturnType<typeof createHostLeadRepo>;
