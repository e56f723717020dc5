import type { LeadKind, LeadLocation, LeadStatus } from '@hearth/domain';
import type { Database } from '../../src/db/client.ts';
import { leadStatusChanges, leads } from '../../src/db/schema/index.ts';

// Leads written straight to the database, at any status and date, for tests of the admin pipeline.

let sequence = 0;

export type LeadOptions = {
  kind?: LeadKind;
  /** A host's reference; by default one numbered in the worker's sequence (no other file's). */
  reference?: string;
  status?: LeadStatus;
  location?: LeadLocation;
  name?: string;
  email?: string | null;
  phone?: string | null;
  city?: string | null;
  message?: string | null;
  createdAt?: Date;
  /** The pipeline walked from `new`, one history row each; the last one is the lead's status. */
  moves?: { to: LeadStatus; at: Date }[];
};

export async function createLead(db: Database, options: LeadOptions = {}): Promise<number> {
  sequence += 1;
  const kind = options.kind ?? 'host';
  const [row] = await db
    .insert(leads)
    .values({
      kind,
      location: options.location ?? (kind === 'host' ? 'hostSignUp' : 'referralForm'),
      reference:
        options.reference ??
        (kind === 'host' ? `HL-TEST-${String(sequence).padStart(4, '0')}` : null),
      name: options.name ?? `Lead ${sequence}`,
      email: options.email === undefined ? `lead-${sequence}@example.test` : options.email,
      phone: options.phone ?? null,
      city: options.city ?? null,
      message: options.message ?? null,
      status: options.status ?? options.moves?.at(-1)?.to ?? 'new',
      createdAt: options.createdAt,
      updatedAt: options.createdAt,
    })
    .returning({ id: leads.id });
  if (row === undefined) {
    throw new Error('no lead created');
  }
  const moves = options.moves ?? [];
  if (moves.length > 0) {
    await db.insert(leadStatusChanges).values(
      moves.map((move, index) => ({
        leadId: row.id,
        fromStatus: moves[index - 1]?.to ?? 'new',
        toStatus: move.to,
        reason: move.to === 'declined' ? 'Not a fit' : null,
        changedAt: move.at,
      })),
    );
  }
  return row.id;
}

/** A valid body for the public host sign-up, with the fields given replaced. */
export function hostSignUpBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Robin Host',
    email: 'robin@example.test',
    phone: '',
    city: 'Hamilton',
    message: 'We have a spare room on the ground floor.',
    location: 'hostSignUp',
    consent: true,
    ...overrides,
  };
}
