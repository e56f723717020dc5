import type { SessionLookup } from '../../platform/auth/actor.ts';
import type { ChangeListener } from '../../platform/db/changeListener.ts';
import { keptReads } from '../../platform/db/keptReads.ts';

/** The channel the database notifies (with the user's id) when what a session lookup reads changes. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** How long the database said a looked-up session may be answered without asking it again. */
export type Freshness = {
  /** Until the session's idle or absolute expiry, or its next extension, whichever comes first. */
  servableMs: number;
};

/**
 * Sessions this node has looked up, answered from memory until they are due an extension, expire,
 * or the database says something they were read from changed (a trigger notifies the user's id on
 * `session_changes` when a session is ended, a user changed, or a caregiver's agencies moved);
 * 30 s at most, 10,000 sessions at most. Nothing is kept while the change listener is down.
 */
export function createSessionCache(changes: ChangeListener, now?: () => number) {
  const sessions = keptReads<SessionLookup>(changes, {
    channel: SESSION_CHANGES_CHANNEL,
    most: 10_000,
    longestMs: 30_000,
    ...(now === undefined ? {} : { now }),
  });
  return {
    get: sessions.get,
    /** The session as kept, or as `read` finds it (then kept, unless a change came meanwhile). */
    read: (
      idHash: string,
      read: () => Promise<{ lookup: SessionLookup; freshness: Freshness } | null>,
    ): Promise<SessionLookup | null> =>
      sessions.read(idHash, async () => {
        const found = await read();
        return found === null
          ? null
          : {
              value: found.lookup,
              tags: [String(found.lookup.actor.userId)],
              servableMs: found.freshness.servableMs,
            };
      }),
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
