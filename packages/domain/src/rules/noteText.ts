// A signed note's body never changes. Later words are text changes kept beside it: an insert adds
// text at an offset of the body, a strike marks a range of the body as struck (its words stay
// readable). Offsets always count characters of the signed body itself, so every change keeps
// its place whatever else was changed, and the note reads like a document with tracked changes.

export type NoteTextChangeKind = 'insert' | 'strike';

/** A change as the note's payload carries it; an insert has start = end. */
export type NoteTextChangeOf<Author> = {
  kind: NoteTextChangeKind;
  start: number;
  end: number;
  text: string;
  author: Author;
  /** ISO-8601; inserts at the same offset read in this order. */
  createdAt: string;
};

export type NoteTextSegmentKind = 'original' | 'inserted' | 'struck';

export type NoteTextSegment<Author> = {
  kind: NoteTextSegmentKind;
  text: string;
  /** Who inserted or struck this text, and when; absent on the original words. */
  change?: { author: Author; at: string };
};

const inTimeOrder = <C extends { createdAt: string }>(changes: readonly C[]): C[] =>
  // Array sort is stable: changes made in the same instant keep the order they were given in.
  [...changes].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

/**
 * The body with its changes, in reading order: inserts at their offsets (several at one offset in
 * the order they were made), struck ranges split around any insert inside them. The original and
 * struck segments together are exactly the body: nothing the author signed is lost. Changes that
 * do not fit the body (the server never stores one) are left out rather than garble the text.
 */
export function noteTextSegments<Author>(
  body: string,
  changes: readonly NoteTextChangeOf<Author>[],
): NoteTextSegment<Author>[] {
  const ordered = inTimeOrder(changes).filter(
    (change) => change.start >= 0 && change.end <= body.length && change.start <= change.end,
  );
  const inserts = ordered.filter((change) => change.kind === 'insert');
  const strikes = ordered.filter((change) => change.kind === 'strike' && change.end > change.start);
  const cuts = [
    ...new Set([
      0,
      body.length,
      ...inserts.map((change) => change.start),
      ...strikes.flatMap((change) => [change.start, change.end]),
    ]),
  ].sort((a, b) => a - b);

  const segments: NoteTextSegment<Author>[] = [];
  // The change each segment came from, so neighbouring pieces of one strike join up again.
  let lastSource: NoteTextChangeOf<Author> | null = null;
  const push = (
    kind: NoteTextSegmentKind,
    text: string,
    source: NoteTextChangeOf<Author> | null,
  ) => {
    const last = segments.at(-1);
    if (last !== undefined && last.kind === kind && lastSource === source) {
      last.text += text;
      return;
    }
    segments.push(
      source === null
        ? { kind, text }
        : { kind, text, change: { author: source.author, at: source.createdAt } },
    );
    lastSource = source;
  };

  cuts.forEach((at, index) => {
    for (const insert of inserts.filter((change) => change.start === at)) {
      push('inserted', insert.text, insert);
    }
    const next = cuts[index + 1];
    if (next === undefined || next === at) {
      return;
    }
    // Strikes never overlap (the server refuses it); were they to, the earliest one shows.
    const strike = strikes.find((change) => change.start <= at && next <= change.end) ?? null;
    push(strike === null ? 'original' : 'struck', body.slice(at, next), strike);
  });
  return segments;
}

/** Why a text change does not fit the signed body, as the field it concerns. */
export type NoteTextProblem =
  | { field: 'offset' | 'start' | 'end'; problem: 'outOfRange' }
  | { field: 'text'; problem: 'mismatch' }
  | { field: 'start'; problem: 'overlapsStrike' };

// Offsets count UTF-16 code units, as JavaScript indexes strings on the server and in the browser;
// one between the two halves of a character (an emoji, say) would cut it in two.
function isBoundary(body: string, offset: number): boolean {
  if (!Number.isInteger(offset) || offset < 0 || offset > body.length) {
    return false;
  }
  const before = body.charCodeAt(offset - 1);
  const after = body.charCodeAt(offset);
  return !(before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff);
}

/** An insert goes between two characters of the body, or at either end. */
export function insertProblem(body: string, offset: number): NoteTextProblem | null {
  return isBoundary(body, offset) ? null : { field: 'offset', problem: 'outOfRange' };
}

/**
 * A strike names a range of the body and the words it saw there (refused when they differ: the
 * reader struck something other than what the note says), and leaves earlier strikes alone.
 */
export function strikeProblem(
  body: string,
  earlierStrikes: readonly { start: number; end: number }[],
  strike: { start: number; end: number; text: string },
): NoteTextProblem | null {
  const { start, end, text } = strike;
  if (!isBoundary(body, start) || start >= body.length) {
    return { field: 'start', problem: 'outOfRange' };
  }
  if (!isBoundary(body, end) || end <= start) {
    return { field: 'end', problem: 'outOfRange' };
  }
  if (body.slice(start, end) !== text) {
    return { field: 'text', problem: 'mismatch' };
  }
  if (earlierStrikes.some((earlier) => start < earlier.end && earlier.start < end)) {
    return { field: 'start', problem: 'overlapsStrike' };
  }
  return null;
}
