import { type LeadLocation, type LeadStatus, Role } from '@hearth/domain';
import { and, eq } from 'drizzle-orm';
import { leadStatusChanges, leads, users } from '../../../db/schema/index.ts';
import type { Seeder } from '../../../db/seed/types.ts';
import { newReference } from '../../../platform/references.ts';

type DemoLead = {
  name: string;
  email: string | null;
  phone: string | null;
  city: string;
  message: string;
  location: LeadLocation;
  daysAgo: number;
  /** The moves the demo administrator made, oldest first, with a reason where one was given. */
  moves: readonly { to: LeadStatus; reason?: string }[];
};

const demoLeads: readonly DemoLead[] = [
  {
    name: 'Nadia Okafor',
    email: 'nadia.okafor@example.test',
    phone: null,
    city: 'Toronto',
    message: 'Retired nurse with a bungalow and two spare bedrooms.',
    location: 'hostSignUp',
    daysAgo: 1,
    moves: [],
  },
  {
    name: 'Luis Ferreira',
    email: null,
    phone: '416 555 0142',
    city: 'Mississauga',
    message: 'Saw the page while looking for care for my uncle; we could host too.',
    location: 'landing',
    daysAgo: 3,
    moves: [],
  },
  {
    name: 'Grace Lindqvist',
    email: 'grace.lindqvist@example.test',
    phone: '905 555 0177',
    city: 'Hamilton',
    message: 'Our children have moved out and the main floor is accessible.',
    location: 'hostSignUp',
    daysAgo: 8,
    moves: [{ to: 'contacted' }],
  },
  {
    name: 'Samir Haddad',
    email: 'samir.haddad@example.test',
    phone: null,
    city: 'Ottawa',
    message: 'Experienced foster parent, interested in hosting an adult.',
    location: 'landing',
    daysAgo: 15,
    moves: [{ to: 'contacted' }, { to: 'screening' }],
  },
  {
    name: 'Marie Tremblay',
    email: 'marie.tremblay@example.test',
    phone: '613 555 0120',
    city: 'Kingston',
    message: 'Hosted a student for years; would like to offer shared living.',
    location: 'hostSignUp',
    daysAgo: 30,
    moves: [{ to: 'contacted' }, { to: 'screening' }, { to: 'approved' }],
  },
  {
    name: 'Derek Chu',
    email: 'derek.chu@example.test',
    phone: null,
    city: 'Barrie',
    message: 'Could host on weekends only.',
    location: 'hostSignUp',
    daysAgo: 21,
    moves: [{ to: 'contacted' }, { to: 'declined', reason: 'Needs weekday care; weekends only.' }],
  },
];

const day = 24 * 60 * 60 * 1000;

/** A few would-be hosts at every step of the pipeline, moved by the demo administrator. */
export const demoHostLeadsSeeder: Seeder = {
  name: 'sharedLiving.demo-host-leads',
  async run(tx) {
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, 'admin@demo.hearth.test'), eq(users.role, Role.admin)));
    const now = Date.now();
    for (const { daysAgo, moves, ...lead } of demoLeads) {
      const createdAt = new Date(now - daysAgo * day);
      const status = moves.at(-1)?.to ?? 'new';
      const [row] = await tx
        .insert(leads)
        .values({
          ...lead,
          kind: 'host',
          reference: newReference('HL'),
          status,
          createdAt,
          updatedAt: new Date(createdAt.getTime() + moves.length * day),
        })
        .returning({ id: leads.id });
      if (row === undefined) {
        throw new Error('no demo host lead created');
      }
      let from: LeadStatus = 'new';
      for (const [index, move] of moves.entries()) {
        await tx.insert(leadStatusChanges).values({
          leadId: row.id,
          fromStatus: from,
          toStatus: move.to,
          reason: move.reason ?? null,
          changedBy: admin?.id ?? null,
          changedAt: new Date(createdAt.getTime() + (index + 1) * day),
        });
        from = move.to;
      }
    }
  },
};
