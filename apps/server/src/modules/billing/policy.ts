import { Role } from '@hearth/domain';
import { publicAccess, signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';

/** The catalogue and the tax table are the administrators' to change. */
export const canManageBilling = (actor: Actor | null): boolean => actor?.role === Role.admin;

/** Route-level access of the billing endpoints. */
export const billingAccess = {
  catalogue: publicAccess('anyone deciding whether to buy a membership sees what is on sale'),
  taxLookUp: publicAccess('the pricing page and checkout show the tax before anyone signs in'),
  manage: signedIn('administrators', canManageBilling),
};
