/** MUI's breakpoints plus an `xxl` for very wide screens, in pixels. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Below this breakpoint the layout is the mobile one. */
export const MOBILE_BREAKPOINT = 'lg' satisfies Breakpoint;

export function isMobileWidth(widthPx: number): boolean {
  return widthPx < BREAKPOINTS[MOBILE_BREAKPOINT];
}

export const SCROLL_ANIMATION_MS = 300;

export const DEFAULT_THEME_MODE = 'light';

/** Most rows one report or list export returns. */
export const EXPORT_LIMIT = 100;

/** An export matching more rows than the limit is refused whole, with this field message. */
export const ExportValidation = { tooManyRows: 'admin:listExport.tooManyRows' } as const;

/** A transparent 1x1 GIF that holds a lazy image's place until the real image loads. */
export const LAZY_IMAGE_PLACEHOLDER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
