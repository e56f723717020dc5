import type { Window as HappyDomWindow } from 'happy-dom';

/** Resizes happy-dom's window, which its media queries are evaluated against. */
export function setViewportWidth(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 900 });
}

/** happy-dom's own default, which tests that resize go back to. */
export const DEFAULT_VIEWPORT_WIDTH = 1024;
