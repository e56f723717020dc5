/** A label's box on screen, in pixels from the map's top left corner. */
export type LabelBox = { left: number; top: number; right: number; bottom: number };

export type LabelPoint = { x: number; y: number };

/** The labels' type size and line height, in pixels (the map's styles draw them so). */
export const LABEL_FONT_PX = 12;
export const LABEL_LINE_PX = 16;
// Letters of a 12 px sans-serif average a little over half the size in width.
const AVERAGE_LETTER_WIDTH = 0.6 * LABEL_FONT_PX;
/** Room kept free around a label, so two names never read as one. */
const LABEL_GAP = 6;

/** The box a name takes when centred on its point, widened by the gap a neighbour must keep. */
export function labelBox(name: string, at: LabelPoint): LabelBox {
  const halfWidth = (name.length * AVERAGE_LETTER_WIDTH) / 2 + LABEL_GAP;
  const halfHeight = LABEL_LINE_PX / 2 + LABEL_GAP;
  return {
    left: at.x - halfWidth,
    right: at.x + halfWidth,
    top: at.y - halfHeight,
    bottom: at.y + halfHeight,
  };
}

const overlap = (a: LabelBox, b: LabelBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Of places in order of importance (the largest first), those whose labels fit without touching a
 * label already kept: zoomed out only the largest cities are named, zoomed in the smaller appear.
 */
export function labelsThatFit<T>(places: readonly T[], boxOf: (place: T) => LabelBox): T[] {
  const kept: T[] = [];
  const taken: LabelBox[] = [];
  for (const place of places) {
    const box = boxOf(place);
    if (!taken.some((other) => overlap(box, other))) {
      kept.push(place);
      taken.push(box);
    }
  }
  return kept;
}
