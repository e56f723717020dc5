import { Role } from '@hearth/domain';
import { z } from 'zod';

/**
 * The spec's "user type" in /roles-by-user-type and /logins-by-user-type: the kind of account,
 * each kind holding the roles of one organisation (an agency's owner and agents, a partner's).
 */
export const userKinds = {
  admin: [Role.admin],
  user: [Role.user],
  agency: [Role.agency, Role.agencyAgent],
  provider: [Role.provider],
  partner: [Role.partner, Role.partnerAgent],
  caregiver: [Role.caregiver],
} as const satisfies Record<string, readonly Role[]>;

export const userKindSchema = z.enum(
  Object.keys(userKinds) as [keyof typeof userKinds, ...(keyof typeof userKinds)[]],
);
