import { Role } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';

/** A caregiver's own day; nobody reads another's (the read takes no one's id). */
export const myDayAccess = {
  read: signedIn('caregivers, their own day', (actor) => actor.role === Role.caregiver),
};
