/** A map too short to read on a phone is worse than none; the parent may make it taller. */
export const MAP_MIN_HEIGHT = 320;
