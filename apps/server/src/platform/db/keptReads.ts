import type { ChangeListener } from './changeListener.ts';

/** A tag of a kept read that every change on its channel reaches (a list across all agencies). */
export const EVERY_CHANGE = Symbol('every change');

export type Tag = string | typeof EVERY_CHANGE;

/** What a read found, with the changes that outdate it and how long the database said it holds. */
export type Found<Value> = { value: Value; tags: readonly Tag[]; servableMs: number };

type Kept<Value> = { value: Value; tags: readonly Tag[]; until: number };

export type KeptReadsOptions = {
  /** The change channel whose payloads name the tags a change outdates (`*`: everything). */
  channel: string;
  /** How many reads are kept at most; the oldest go first. */
  most: number;
  /** How long a read answers at most, whatever it said. */
  longestMs: number;
  now?: () => number;
};

/**
 * Reads of the database answered from memory until the database announces a change that
 * outdates them, they are older than they said they hold, or the change listener is down (then
 * nothing is kept). A read during which any change was heard is not kept: it may predate it.
 */
export function keptReads<Value>(changes: ChangeListener, options: KeptReadsOptions) {
  const { most, longestMs, now = () => performance.now() } = options;
  const kept = new Map<string, Kept<Value>>();
  // A change names a tag: what it outdates is found without going through everything kept.
  const keysOfTag = new Map<Tag, Set<string>>();

  const forget = (key: string) => {
    const entry = kept.get(key);
    if (entry === undefined) {
      return;
    }
    kept.delete(key);
    for (const tag of entry.tags) {
      const keys = keysOfTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) {
        keysOfTag.delete(tag);
      }
    }
  };

  const keep = (key: string, entry: Kept<Value>) => {
    forget(key);
    if (kept.size >= most) {
      const oldest = kept.keys().next();
      if (oldest.done !== true) {
        forget(oldest.value);
      }
    }
    kept.set(key, entry);
    for (const tag of entry.tags) {
      const keys = keysOfTag.get(tag) ?? new Set<string>();
      keys.add(key);
      keysOfTag.set(tag, keys);
    }
  };

  const forgetTagged = (tag: Tag) => {
    for (const key of keysOfTag.get(tag) ?? []) {
      forget(key);
    }
  };

  changes.subscribe(options.channel, (tag) => {
    if (tag === 'everything') {
      kept.clear();
      keysOfTag.clear();
      return;
    }
    forgetTagged(tag);
    forgetTagged(EVERY_CHANGE);
  });

  /** What was read under `key`, if it may still be answered from memory. */
  function get(key: string): Value | undefined {
    const entry = kept.get(key);
    if (entry === undefined) {
      return undefined;
    }
    if (!changes.listening || now() >= entry.until) {
      forget(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * What was read under `key` if it is still kept; otherwise reads it with `read` and keeps what
   * it found, unless a change was heard meanwhile. What is kept is frozen: it answers many callers.
   */
  function read(key: string, read: () => Promise<Found<Value>>): Promise<Value>;
  function read(key: string, read: () => Promise<Found<Value> | null>): Promise<Value | null>;
  async function read(
    key: string,
    readFound: () => Promise<Found<Value> | null>,
  ): Promise<Value | null> {
    const known = get(key);
    if (known !== undefined) {
      return known;
    }
    const generation = changes.generation;
    const startedAt = now();
    const found = await readFound();
    if (found === null) {
      forget(key);
      return null;
    }
    if (changes.listening && changes.generation === generation) {
      keep(key, {
        value: deepFrozen(found.value),
        tags: found.tags,
        // From when the read started: the database's figures are at least that old.
        until: startedAt + Math.min(longestMs, found.servableMs),
      });
    }
    return found.value;
  }

  return { get, read };
}

function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) {
      deepFrozen(inner);
    }
  }
  return value;
}
