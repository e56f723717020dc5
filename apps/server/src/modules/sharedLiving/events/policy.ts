import { HUB_PEOPLE_READER_ROLES } from '@hearth/domain';
import { signedIn } from '../../../platform/access.ts';

/**
 * Route-level access of a hub's calendar. A hub's existence is public to these roles (the hub
 * directory), so a reader who is neither running the hub nor a member of it gets 403, not 404;
 * which hub and which event is then the hub relation's (hubRelationRepo).
 */
export const hubEventAccess = {
  read: signedIn('those who run the hub, and its members (status member)', (actor) =>
    HUB_PEOPLE_READER_ROLES.includes(actor.role),
  ),
  write: signedIn('those who run the hub: create, edit, cancel', (actor) =>
    HUB_PEOPLE_READER_ROLES.includes(actor.role),
  ),
  attend: signedIn('those who run the hub for any member; a member for themself', (actor) =>
    HUB_PEOPLE_READER_ROLES.includes(actor.role),
  ),
};
