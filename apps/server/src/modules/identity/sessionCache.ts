import type { SessionLookup } from '../../platform/auth/actor.ts';
import type { ChangeListener } from '../../platform/db/changeListener.ts';

/** The channel the database notifies (with the user's id) when what a session lookup reads changes. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** How long a looked-up session may answer from memory at most, whatever the database said. */
const longestKeepMs = 30_000;
/** Bounds the memory a burst of sign-ins can take; the oldest entries go first. */
const mostSessionsKept = 10_000;

type Kept = { lookup: SessionLookup; userId: number; until: number };

/** How long the database said a looked-up session may be answered without asking it again. */
export type Freshness = {
  /** Until the session's idle or absolute expiry, or its next extension, whichever comes first. */
  servableMs: number;
};

/**
 * Sessions this node has looked up, answered from memory until they are due an extension, expire,
 * or the database says something they were read from changed (a trigger notifies the user's id on
 * `session_changes` when a session is ended, a user changed, or a caregiver's agencies moved).
 * Nothing is kept while the change listener is down.
 */
export function createSessionCache(changes: ChangeListener, now = () => performance.now()) {
  const kept = new Map<string, Kept>();
  // A change names a user: their sessions are found without going through everyone's.
  const sessionsOfUser = new Map<number, Set<string>>();

  const forget = (idHash: string) => {
    const entry = kept.get(idHash);
    if (entry === undefined) {
      return;
    }
    kept.delete(idHash);
    const ofUser = sessionsOfUser.get(entry.userId);
    ofUser?.delete(idHash);
    if (ofUser?.size === 0) {
      sessionsOfUser.delete(entry.userId);
    }
  };

  const keep = (idHash: string, entry: Kept) => {
    forget(idHash);
    if (kept.size >= mostSessionsKept) {
      const oldest = kept.keys().next();
      if (oldest.done !== true) {
        forget(oldest.value);
      }
    }
    kept.set(idHash, entry);
    const ofUser = sessionsOfUser.get(entry.userId) ?? new Set<string>();
    ofUser.add(idHash);
    sessionsOfUser.set(entry.userId, ofUser);
  };

  changes.subscribe(SESSION_CHANGES_CHANNEL, (key) => {
    if (key === 'everything') {
      kept.clear();
      sessionsOfUser.clear();
      return;
    }
    for (const idHash of sessionsOfUser.get(Number(key)) ?? []) {
      forget(idHash);
    }
  });

  return {
    /** The session as last read, if it may still be answered from memory. */
    get(idHash: string): SessionLookup | undefined {
      const entry = kept.get(idHash);
      if (entry === undefined) {
        return undefined;
      }
      if (!changes.listening || now() >= entry.until) {
        forget(idHash);
        return undefined;
      }
      return entry.lookup;
    },

    /**
     * Reads a session with `read` and keeps what it found, unless a change was heard (or the
     * listener lost) while it was being read: the read may then predate that change.
     */
    async read(
      idHash: string,
      read: () => Promise<{ lookup: SessionLookup; freshness: Freshness } | null>,
    ): Promise<SessionLookup | null> {
      const generation = changes.generation;
      const startedAt = now();
      const found = await read();
      if (found === null) {
        forget(idHash);
        return null;
      }
      if (changes.listening && changes.generation === generation) {
        keep(idHash, {
          lookup: frozen(found.lookup),
          userId: found.lookup.actor.userId,
          // From when the read started: the database's figures are at least that old.
          until: startedAt + Math.min(longestKeepMs, found.freshness.servableMs),
        });
      }
      return found.lookup;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** One lookup answers many requests: none of them may change it for the others. */
function frozen(lookup: SessionLookup): SessionLookup {
  Object.freeze(lookup.actor.agencyIds);
  Object.freeze(lookup.actor);
  Object.freeze(lookup.profile);
  return Object.freeze(lookup);
}
