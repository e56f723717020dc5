import type { CareInvoiceListQuery } from '@hearth/domain';
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import {
  careInvoiceLines,
  careInvoiceNumberCounters,
  careInvoices,
  cities,
  patientContacts,
  patients,
  payers,
  provinces,
  sharedLivingHomes,
  sharedLivingReferrals,
} from '../../../db/schema/index.ts';
import type { InvoiceScope } from '../policy.ts';

export type InvoiceLineRow = typeof careInvoiceLines.$inferSelect;
export type InvoiceFilter = Omit<CareInvoiceListQuery, 'page' | 'perPage'>;

/** Unpaid invoices stop being owed when paid, voided, or held by a dispute. */
const OWED_STATUSES = ['issued', 'partiallyPaid'] as const;

const columns = {
  invoice: careInvoices,
  patientName: sql<string | null>`${patients.firstName} || ' ' || ${patients.lastName}`,
  residentName: sql<
    string | null
  >`${sharedLivingReferrals.firstName} || ' ' || ${sharedLivingReferrals.lastName}`,
  payerName: payers.name,
};
export type InvoiceRow = {
  invoice: typeof careInvoices.$inferSelect;
  patientName: string | null;
  residentName: string | null;
  payerName: string | null;
};

/** The agency day an invoice is dated by: its issue, or a draft's period start. */
const datedOn = sql`coalesce(${careInvoices.issuedOn}, ${careInvoices.periodStart})`;

/** Patients the family user is a contact of. */
const patientsOfContact = (userId: number) =>
  sql`(SELECT ${patientContacts.patientId} FROM ${patientContacts} WHERE ${patientContacts.userId} = ${userId})`;

function scoped(scope: InvoiceScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'agency':
      return inArray(careInvoices.agencyId, [...scope.agencyIds]);
    case 'family':
      return and(
        ne(careInvoices.status, 'draft'),
        eq(careInvoices.recipient, 'patient'),
        sql`${careInvoices.patientId} IN ${patientsOfContact(scope.userId)}`,
      );
    case 'none':
      return sql`false`;
  }
}

function matching(scope: InvoiceScope, filter: InvoiceFilter, today: string): SQL | undefined {
  const overdue = and(inArray(careInvoices.status, OWED_STATUSES), lt(careInvoices.dueOn, today));
  return and(
    scoped(scope),
    filter.agencyId === undefined ? undefined : eq(careInvoices.agencyId, filter.agencyId),
    filter.status === undefined ? undefined : eq(careInvoices.status, filter.status),
    filter.recipient === undefined ? undefined : eq(careInvoices.recipient, filter.recipient),
    filter.payerId === undefined ? undefined : eq(careInvoices.payerId, filter.payerId),
    filter.patientId === undefined ? undefined : eq(careInvoices.patientId, filter.patientId),
    filter.runId === undefined ? undefined : eq(careInvoices.runId, filter.runId),
    filter.from === undefined ? undefined : gte(datedOn, filter.from),
    filter.to === undefined ? undefined : lte(datedOn, filter.to),
    filter.overdue === undefined
      ? undefined
      : filter.overdue
        ? overdue
        : sql`NOT coalesce(${overdue}, false)`,
  );
}

/** On the pool, or wholly inside a transaction the caller holds (the demo seeds through one). */
export function createInvoiceRepo(db: Database | Transaction) {
  const selectRows = (reader: Database | Transaction) =>
    reader
      .select(columns)
      .from(careInvoices)
      .leftJoin(patients, eq(patients.id, careInvoices.patientId))
      .leftJoin(sharedLivingReferrals, eq(sharedLivingReferrals.id, careInvoices.referralId))
      .leftJoin(payers, eq(payers.id, careInvoices.payerId));

  return {
    async page(
      scope: InvoiceScope,
      filter: InvoiceFilter,
      today: string,
      { page, perPage }: { page: number; perPage: number },
    ): Promise<{ rows: InvoiceRow[]; total: number }> {
      const where = matching(scope, filter, today);
      const rows = await selectRows(db)
        .where(where)
        .orderBy(desc(datedOn), desc(careInvoices.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { rows, total: await this.count(scope, filter, today) };
    },

    async count(scope: InvoiceScope, filter: InvoiceFilter, today: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(careInvoices)
        .where(matching(scope, filter, today));
      return row?.total ?? 0;
    },

    /** One invoice the scope finds; undefined when absent or out of scope. */
    async find(scope: InvoiceScope, id: number): Promise<InvoiceRow | undefined> {
      const [row] = await selectRows(db).where(and(eq(careInvoices.id, id), scoped(scope)));
      return row;
    },

    /** Where a patient's private invoice is mailed: the patient's home address. */
    async patientAddress(patientId: number) {
      const [row] = await db
        .select({
          street: patients.street,
          unit: patients.unit,
          city: cities.name,
          provinceCode: provinces.code,
          postalCode: patients.postalCode,
          country: provinces.country,
        })
        .from(patients)
        .leftJoin(cities, eq(cities.id, patients.cityId))
        .leftJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(eq(patients.id, patientId));
      return row;
    },

    /** Where a resident's placement invoice is mailed: the shared-living home they live in. */
    async residentAddress(referralId: number) {
      const [row] = await db
        .select({
          street: sharedLivingHomes.street,
          unit: sql<string | null>`NULL`,
          city: cities.name,
          provinceCode: provinces.code,
          postalCode: sql<string | null>`NULL`,
          country: provinces.country,
        })
        .from(sharedLivingReferrals)
        .innerJoin(sharedLivingHomes, eq(sharedLivingHomes.id, sharedLivingReferrals.homeId))
        .leftJoin(cities, eq(cities.id, sharedLivingHomes.cityId))
        .leftJoin(provinces, eq(provinces.id, cities.provinceId))
        .where(eq(sharedLivingReferrals.id, referralId));
      return row;
    },

    /** A payer's contact for its invoices; payers have no postal address on record yet. */
    async payerContact(payerId: number) {
      const [row] = await db
        .select({ contactName: payers.contactName, email: payers.email })
        .from(payers)
        .where(eq(payers.id, payerId));
      return row;
    },

    lines(invoiceId: number): Promise<InvoiceLineRow[]> {
      return db
        .select()
        .from(careInvoiceLines)
        .where(eq(careInvoiceLines.invoiceId, invoiceId))
        .orderBy(asc(careInvoiceLines.position), asc(careInvoiceLines.id));
    },

    /** Invoices locked for a change, in id order so two issuers never wait on each other. */
    lockForChange(tx: Transaction, ids: readonly number[]) {
      return tx
        .select()
        .from(careInvoices)
        .where(inArray(careInvoices.id, [...ids]))
        .orderBy(asc(careInvoices.id))
        .for('update');
    },

    /** The agency's next number; the counter row stays locked until the caller commits. */
    async takeNumber(tx: Transaction, agencyId: number): Promise<number> {
      const [row] = await tx
        .insert(careInvoiceNumberCounters)
        .values({ agencyId, lastNumber: 1 })
        .onConflictDoUpdate({
          target: careInvoiceNumberCounters.agencyId,
          set: { lastNumber: sql`${careInvoiceNumberCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: careInvoiceNumberCounters.lastNumber });
      if (row === undefined) {
        throw new Error('care invoice number not taken');
      }
      return row.lastNumber;
    },

    async markIssued(
      tx: Transaction,
      id: number,
      issue: {
        number: string;
        issuedOn: string;
        dueOn: string;
        issuedAt: Date;
        issuedBy: number | null;
      },
    ) {
      await tx
        .update(careInvoices)
        .set({ ...issue, status: 'issued', updatedAt: issue.issuedAt })
        .where(eq(careInvoices.id, id));
    },

    async markVoided(
      tx: Transaction,
      id: number,
      {
        at,
        ...voiding
      }: { voidedOn: string; voidReason: string; creditNoteNumber: string; at: Date },
    ) {
      await tx
        .update(careInvoices)
        .set({ ...voiding, status: 'voided', updatedAt: at })
        .where(eq(careInvoices.id, id));
    },
  };
}

export type InvoiceRepo = ReturnType<typeof createInvoiceRepo>;
