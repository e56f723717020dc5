import { signedIn } from '../../platform/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';

// Which channels exist and who may ask for a signature. Whether this person may listen on one
// particular channel is the owning module's own rule (a hub's, a patient's notes'), which the
// application hands to this module (ChannelRules); nothing here restates them, and this module
// imports none of the modules whose rules it asks.

export const broadcastingAccess = {
  channel: signedIn(
    "anyone signed in; each channel by its own rule (a user their own, a hub its members and those who run it, a patient those who reach its notes, an agency its office, an agency's statistics those who read them)",
  ),
  user: signedIn('anyone signed in, as themself'),
};

/** A channel of the product's, by what it is about; anything else is no channel of ours. */
export type ChannelSubject =
  | { kind: 'user'; userId: number }
  | { kind: 'hub'; hubId: number }
  | { kind: 'patient'; patientId: number }
  | { kind: 'agency'; agencyId: number }
  | { kind: 'agencyStatistics'; agencyId: number };

/** The owning module's answer to "may this person listen on the channel about this subject?" */
export type ChannelRule = (actor: Actor, subjectId: number) => Promise<boolean>;

/** A rule for each subject another module owns; a user's own channel is theirs alone. */
export type ChannelRules = Record<Exclude<ChannelSubject['kind'], 'user'>, ChannelRule>;

const patterns = [
  { kind: 'user', pattern: /^private-users\.([1-9]\d{0,9})$/ },
  { kind: 'hub', pattern: /^presence-hubs\.([1-9]\d{0,9})$/ },
  { kind: 'patient', pattern: /^private-encrypted-patients\.([1-9]\d{0,9})$/ },
  { kind: 'agency', pattern: /^private-agencies\.([1-9]\d{0,9})$/ },
  { kind: 'agencyStatistics', pattern: /^private-cache-agency-statistics\.([1-9]\d{0,9})$/ },
] as const;

const MAX_ID = 2_147_483_647;

/** The channel's subject, or null for a name no rule of ours covers (public channels included). */
export function channelSubject(channel: string): ChannelSubject | null {
  for (const { kind, pattern } of patterns) {
    const match = pattern.exec(channel);
    const id = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    if (id > 0 && id <= MAX_ID) {
      switch (kind) {
        case 'user':
          return { kind, userId: id };
        case 'hub':
          return { kind, hubId: id };
        case 'patient':
          return { kind, patientId: id };
        case 'agency':
        case 'agencyStatistics':
          return { kind, agencyId: id };
      }
    }
  }
  return null;
}
