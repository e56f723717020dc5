import { isProviderOf, Role } from '@hearth/domain';
import { signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';

const isAdmin = (actor: Actor): boolean => actor.role === Role.admin;

/**
 * Whether an actor may find one program's attendance at all: its own provider, and admins. Any
 * other program answers 404, as if absent, so nobody learns which programs exist through it.
 */
export const canSeeAttendance = (actor: Actor, programId: number): boolean =>
  isAdmin(actor) || isProviderOf(actor, programId);

/** Taking attendance is the program's own daily work; an administrator looks, never records. */
export const canTakeAttendance = (actor: Actor, programId: number): boolean =>
  isProviderOf(actor, programId);

/** Route-level access of the attendance endpoints; the rules above narrow it to one program. */
export const attendanceAccess = {
  read: signedIn(
    "admins, and a day program's provider for their own program",
    (actor) => isAdmin(actor) || actor.role === Role.provider,
  ),
  record: signedIn(
    "a day program's provider, for their own program",
    (actor) => actor.role === Role.provider,
  ),
};
