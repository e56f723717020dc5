/**
 * Styles (for `sx`) of words said to screen readers and not drawn. Pixel strings: the sx
 * shorthand reads a bare 1 as 100%, which would widen the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
