// Where in a signed body an insert or a strike goes. The reader names words of the note (typed,
// or selected on the page); the server takes offsets into the body and, for a strike, the words
// the reader saw there, so a phrase that occurs twice is told apart by which occurrence it is.

/** A range of the signed body. */
export type BodyRange = { start: number; end: number };

/** Every place `phrase` occurs in `body`, in reading order (none for an empty phrase). */
export function occurrences(body: string, phrase: string): BodyRange[] {
  if (phrase === '') {
    return [];
  }
  const found: BodyRange[] = [];
  let from = body.indexOf(phrase);
  while (from !== -1) {
    found.push({ start: from, end: from + phrase.length });
    from = body.indexOf(phrase, from + 1);
  }
  return found;
}

/** The words around an occurrence, so the reader can tell two of them apart. */
export function inContext(body: string, { start, end }: BodyRange, around = 24): string {
  const before = body.slice(Math.max(0, start - around), start);
  const after = body.slice(end, end + around);
  return `${start > around ? '…' : ''}${before}[${body.slice(start, end)}]${after}${
    end + around < body.length ? '…' : ''
  }`;
}

export const BODY_OFFSET_ATTRIBUTE = 'data-body-offset';
export const NOTE_TEXT_ATTRIBUTE = 'data-note-text';

/** The body offset of a point of the page inside a segment that carries the body's own words. */
function bodyOffsetAt(node: Node, offsetInNode: number): number | null {
  if (node.nodeType !== Node.TEXT_NODE) {
    return null;
  }
  const segment = node.parentElement?.closest(`[${BODY_OFFSET_ATTRIBUTE}]`);
  const segmentStart = Number(segment?.getAttribute(BODY_OFFSET_ATTRIBUTE));
  return segment && Number.isInteger(segmentStart) ? segmentStart + offsetInNode : null;
}

/**
 * The body range the reader selected in the text of note `noteId` on the page, or null when nothing
 * of the body's own words is selected there. Inserted words are not the body's: a selection that
 * starts or ends in them is not taken.
 */
export function selectedBodyRange(noteId: number): BodyRange | null {
  const selection = window.getSelection();
  if (selection === null || selection.rangeCount === 0) {
    return null;
  }
  const range = selection.getRangeAt(0);
  // The same note may be on the page twice (the timeline behind the opened note): the text the
  // selection lies in is the one that counts.
  const textOf = (node: Node) =>
    (node instanceof Element ? node : node.parentElement)?.closest(`[${NOTE_TEXT_ATTRIBUTE}]`);
  const container = textOf(range.startContainer);
  if (
    !container ||
    container !== textOf(range.endContainer) ||
    container.getAttribute(NOTE_TEXT_ATTRIBUTE) !== String(noteId)
  ) {
    return null;
  }
  const start = bodyOffsetAt(range.startContainer, range.startOffset);
  const end = bodyOffsetAt(range.endContainer, range.endOffset);
  return start === null || end === null || end <= start ? null : { start, end };
}
