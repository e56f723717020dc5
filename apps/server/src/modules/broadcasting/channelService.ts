import type { Database } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { ChannelSigner } from '../../platform/realtime/index.ts';
import { type ChannelRules, type ChannelSubject, channelSubject } from './policy.ts';
import { findUserCard } from './userCardRepo.ts';

// Pusher clients read a 403 as "not allowed on this channel" and give up on it quietly; a 404
// would be read the same, so every refusal is a 403 and says nothing of what exists.
const refused = () => new AppError('forbidden', 'channel_refused');

/**
 * Signs a subscription the way the websocket server verifies it, after asking the same rules the
 * HTTP endpoints ask: a user's channel is theirs alone, a hub's is for those who reach the hub,
 * a patient's is for those who reach the patient's notes (the owning modules' `rules`).
 */
export function createChannelService(db: Database, signer: ChannelSigner, rules: ChannelRules) {
  async function userInfo(actor: Actor) {
    const card = await findUserCard(db, actor.userId);
    if (card === undefined) {
      throw refused();
    }
    return { name: card.name, role: card.role };
  }

  /** The signed channel_data this subscription carries, or null when it needs none. */
  async function channelData(actor: Actor, subject: ChannelSubject): Promise<string | null> {
    switch (subject.kind) {
      case 'user':
        if (subject.userId !== actor.userId) {
          throw refused();
        }
        return null;
      case 'hub':
        if (!(await rules.hub(actor, subject.hubId))) {
          throw refused();
        }
        return JSON.stringify({ user_id: String(actor.userId), user_info: await userInfo(actor) });
      case 'patient': {
        if (!(await rules.patient(actor, subject.patientId))) {
          throw refused();
        }
        // Signed, so the server knows whose subscription this is and carries each note's
        // changes to that note's readers only.
        return JSON.stringify({ user_id: String(actor.userId) });
      }
      case 'agency':
      case 'agencyStatistics':
        if (!(await rules[subject.kind](actor, subject.agencyId))) {
          throw refused();
        }
        return null;
    }
  }

  return {
    async authorizeChannel(actor: Actor, socketId: string, channel: string) {
      const subject = channelSubject(channel);
      if (subject === null) {
        throw refused();
      }
      const data = await channelData(actor, subject);
      return data === null
        ? signer.channel(socketId, channel)
        : signer.channel(socketId, channel, data);
    },

    /** `session`: the tag of the session signing in, so its sign-out ends this socket. */
    async authorizeUser(actor: Actor, socketId: string, session?: string) {
      const userData = JSON.stringify({
        id: String(actor.userId),
        user_info: await userInfo(actor),
        ...(session === undefined ? {} : { session }),
      });
      return signer.user(socketId, userData);
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
