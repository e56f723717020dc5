import { type AuthDetails, Role } from '@hearth/domain';

/** Agency and partner owners buy and manage their organisation's membership (the server agrees). */
export const ownsBilling = (details: AuthDetails | null): boolean =>
  details !== null &&
  details.organisation !== null &&
  (details.user.role === Role.agency || details.user.role === Role.partner);
