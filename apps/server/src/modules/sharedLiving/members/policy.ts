import { HUB_MEMBER_ROLES, HUB_PEOPLE_READER_ROLES } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';

/**
 * Route-level access of the membership endpoints: the roles that take part in hubs. Which hub and
 * which move is then the hub relation's (hubRelationRepo) and the transition table's.
 */
export const hubMemberAccess = {
  read: signedIn(
    'those who run the hub: every membership with reasons; its members: the other members by name',
    (actor) => HUB_PEOPLE_READER_ROLES.includes(actor.role),
  ),
  self: signedIn(
    "a person's own membership: join, leave, take a leave back (not administrators; providers of host homes)",
    (actor) => HUB_MEMBER_ROLES.includes(actor.role),
  ),
  hub: signedIn('those who run the hub: add, accept, refuse, remove, complete a leave', (actor) =>
    HUB_PEOPLE_READER_ROLES.includes(actor.role),
  ),
};
