import { createHash } from 'node:crypto';
import type { Fanout, RealtimeMessage } from './types.ts';

/**
 * Ending a signed-in user's sockets on every node (Pusher's `terminate_connections`) travels as a
 * message on the fanout, on an entry whose name (a space in it) is no valid channel name: no
 * client can subscribe to it, and every node hears it as it hears events.
 */
export const TERMINATE_CHANNEL = '#terminate connections';
const TERMINATE_EVENT = 'pusher_internal:terminate_connections';

/**
 * Which sockets end: those signed in as `userId`; with `session`, only those whose user data named
 * it; with `otherSessionsThan`, those of every session but that one (null: every session), while
 * a socket signed in without a session (an access token's) stays.
 */
export type Termination = { userId: string; session?: string; otherSessionsThan?: string | null };

/** The close code and message soketi uses, in Pusher's "do not reconnect" range. */
export const TERMINATED_CODE = 4009;
export const TERMINATED_MESSAGE = 'You got disconnected by the app.';

export function terminationMessage(appId: string, termination: Termination): RealtimeMessage {
  return {
    appId,
    channel: TERMINATE_CHANNEL,
    event: TERMINATE_EVENT,
    data: JSON.stringify(termination),
  };
}

/** The termination a fanned-out message asks for, or null when it is none. */
export function terminationOf(message: RealtimeMessage): Termination | null {
  if (message.channel !== TERMINATE_CHANNEL || message.event !== TERMINATE_EVENT) {
    return null;
  }
  try {
    const parsed = JSON.parse(message.data) as Partial<Termination>;
    if (typeof parsed.userId !== 'string') {
      return null;
    }
    const { otherSessionsThan } = parsed;
    return {
      userId: parsed.userId,
      ...(typeof parsed.session === 'string' ? { session: parsed.session } : {}),
      ...(typeof otherSessionsThan === 'string' || otherSessionsThan === null
        ? { otherSessionsThan }
        : {}),
    };
  } catch {
    return null;
  }
}

/**
 * How the app ends its own users' live sockets (the web's own realtime app), on every node: all
 * of a user's (an account disabled, a password reset), those of one session (signing out), or
 * those of every session but one (a password change), which the web's sockets name in their
 * signed user data (`sessionTag`).
 */
export type LiveSockets = {
  endUser(userId: number): Promise<void>;
  endSession(userId: number, sessionSecret: string): Promise<void>;
  /** `keptSessionSecret`: the session that stays signed in, or null when none does. */
  endOtherSessions(userId: number, keptSessionSecret: string | null): Promise<void>;
};

/**
 * What a session's sockets carry in their user data to be found at its sign-out: derived from the
 * session's secret one way, so it reveals nothing of it, and distinct from the stored hash.
 */
export function sessionTag(sessionSecret: string): string {
  return createHash('sha256')
    .update(`live sockets:${sessionSecret}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Ends sockets of the given app by publishing terminations on the fanout. */
export function createLiveSockets(appId: string, fanout: Fanout): LiveSockets {
  return {
    endUser: (userId) => fanout.publish(terminationMessage(appId, { userId: String(userId) })),
    endSession: (userId, sessionSecret) =>
      fanout.publish(
        terminationMessage(appId, { userId: String(userId), session: sessionTag(sessionSecret) }),
      ),
    endOtherSessions: (userId, keptSessionSecret) =>
      fanout.publish(
        terminationMessage(appId, {
          userId: String(userId),
          otherSessionsThan: keptSessionSecret === null ? null : sessionTag(keptSessionSecret),
        }),
      ),
  };
}

/** When live updates are off: there is nothing to end. */
export const noLiveSockets: LiveSockets = {
  endUser: async () => undefined,
  endSession: async () => undefined,
  endOtherSessions: async () => undefined,
};
