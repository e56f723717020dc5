import { AGENCY_STAFF_ROLES, OrganisationKind, PARTNER_STAFF_ROLES, Role } from '@hearth/domain';
import { agencies, caregiverAgencies, partners, users } from '../../db/schema/index.ts';
import type { Seeder } from '../../db/seed/types.ts';
import { hashPassword } from './passwords.ts';

/** The demo accounts: `<role>@demo.hearth.test`, one per role, sharing one password. */
export const demoAccounts = [
  { email: 'admin@demo.hearth.test', name: 'Ada Admin', role: Role.admin },
  { email: 'user@demo.hearth.test', name: 'Uma Family', role: Role.user },
  { email: 'agency@demo.hearth.test', name: 'Agnes Owner', role: Role.agency },
  { email: 'agency-agent@demo.hearth.test', name: 'Aaron Coordinator', role: Role.agencyAgent },
  { email: 'provider@demo.hearth.test', name: 'Priya Provider', role: Role.provider },
  { email: 'partner@demo.hearth.test', name: 'Paul Partner', role: Role.partner },
  {
    email: 'partner-agent@demo.hearth.test',
    name: 'Pia Discharge Planner',
    role: Role.partnerAgent,
  },
  { email: 'caregiver@demo.hearth.test', name: 'Carmen Caregiver', role: Role.caregiver },
] as const;

/** The demo agency for its staff, the demo day program for its provider; none for the others. */
function organisationOf(role: Role, agencyId: number, dayProgramId: number): number | null {
  if (AGENCY_STAFF_ROLES.includes(role)) {
    return agencyId;
  }
  return role === Role.provider ? dayProgramId : null;
}

export function demoUsersSeeder(password: string): Seeder {
  return {
    name: 'identity.demo-users',
    async run(tx) {
      const [agency] = await tx
        .insert(agencies)
        .values({ name: 'Maple Home Care' })
        .returning({ id: agencies.id });
      // The demo provider is not an agency: it runs an adult day program of its own.
      const [dayProgram] = await tx
        .insert(agencies)
        .values({ name: 'Sunrise Adult Day Program', kind: OrganisationKind.adultDayProgram })
        .returning({ id: agencies.id });
      const [partner] = await tx
        .insert(partners)
        .values({ name: 'Riverside General Hospital' })
        .returning({ id: partners.id });
      if (agency === undefined || dayProgram === undefined || partner === undefined) {
        throw new Error('demo organisations were not created');
      }
      const passwordHash = await hashPassword(password);
      const created = await tx
        .insert(users)
        .values(
          demoAccounts.map((account) => ({
            ...account,
            passwordHash,
            passwordChangedAt: new Date(),
            agencyId: organisationOf(account.role, agency.id, dayProgram.id),
            partnerId: PARTNER_STAFF_ROLES.includes(account.role) ? partner.id : null,
          })),
        )
        .returning({ id: users.id, role: users.role });
      const caregivers = created.filter((user) => user.role === Role.caregiver);
      await tx
        .insert(caregiverAgencies)
        .values(caregivers.map((user) => ({ userId: user.id, agencyId: agency.id })));
    },
  };
}
