import { z } from 'zod';
import { emptyAsUnset } from './fields.ts';

/**
 * The widths, in pixels, a listing photo is resized to when it is wider: a phone's card, a
 * tablet's or a high-density phone's, and the listing page on a large or high-density screen.
 */
export const LISTING_PHOTO_WIDTHS = [320, 640, 1280] as const;
export type ListingPhotoWidth = (typeof LISTING_PHOTO_WIDTHS)[number];

/** The widest size a page may pick: an upload wider than this is offered only resized. */
export const LISTING_PHOTO_WIDTH_MAX = 1280;

/** Where a listing's photo is served: stable for the photo's life, so cached for long. */
export const listingPhotoUrl = (listingId: number, photoId: number) =>
  `/api/marketplace/listings/${listingId}/photos/${photoId}`;

/** The photo resized to one of the standard widths. */
export const listingPhotoWidthUrl = (listingId: number, photoId: number, width: number) =>
  `${listingPhotoUrl(listingId, photoId)}?w=${width}`;

/** `?w=`: one of the standard widths; without it, the photo as uploaded. */
export const listingPhotoQuerySchema = z.object({
  w: emptyAsUnset(
    z.enum(LISTING_PHOTO_WIDTHS.map(String) as [string, ...string[]]).transform(Number),
  ),
});

/** One size of a photo a page may show: a candidate of an `<img>`'s `srcset`. */
export const listingPhotoSourceSchema = z.object({
  url: z.string(),
  /** In pixels: the `w` descriptor of the candidate. */
  width: z.number().int(),
});
export type ListingPhotoSource = z.infer<typeof listingPhotoSourceSchema>;

export const listingPhotoSchema = z.object({
  id: z.number().int(),
  /** The photo as uploaded (without its metadata): an `<img>`'s `src`. */
  url: z.string(),
  /**
   * Its sizes, narrowest first: each standard width it was resized to and, when it is no wider
   * than LISTING_PHOTO_WIDTH_MAX, the upload itself. Empty while an older upload waits for its
   * sizes (a page then shows `url` alone).
   */
  sources: z.array(listingPhotoSourceSchema),
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;
