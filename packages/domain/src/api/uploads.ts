// Rules every upload follows, whatever the route takes: one file, a sane name, and an image small
// enough to decode. The web checks what it can before sending; the server checks all of them.

/** The longest file name most file systems keep; a longer one is not a name someone chose. */
export const UPLOAD_FILE_NAME_MAX = 255;
/** An image's declared width or height, at most: far above any camera or scanner page. */
export const IMAGE_SIDE_MAX = 10_000;
/** Width × height, at most: a 40-megapixel image decodes to about 160 MB of pixels. */
export const IMAGE_PIXELS_MAX = 40_000_000;

/** Messages as i18n keys of the web's `forms` namespace, the same for every upload field. */
export const UploadValidation = {
  oneFile: 'forms:upload.oneFile',
  nameTooLong: 'forms:upload.nameTooLong',
  nameControl: 'forms:upload.nameControl',
  imageTooLarge: 'forms:upload.imageTooLarge',
} as const;

/** The image types a photo may be, known by the file's first bytes, never by its name. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
