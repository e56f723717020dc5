import { Role } from '@hearth/domain';
import { publicAccess, signedIn } from '../../../platform/access.ts';

/** Route-level access of host leads: anyone offers to host; only administrators work the pipeline. */
export const hostLeadAccess = {
  signUp: publicAccess('would-be hosts sign up without an account; rate-limited'),
  pipeline: signedIn(
    'administrators only: leads are the platform’s, not any agency’s',
    (actor) => actor.role === Role.admin,
  ),
};
