import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DEFAULT_THEME_MODE,
  EXPORT_LIMIT,
  isMobileWidth,
  MOBILE_BREAKPOINT,
  SCROLL_ANIMATION_MS,
} from './ui.ts';

// Written out from the spec (§9).
describe('interface constants keep the spec values', () => {
  it('breakpoints', () => {
    expect(BREAKPOINTS).toStrictEqual({
      xs: 0,
      sm: 600,
      md: 960,
      lg: 1280,
      xl: 1920,
      xxl: 2560,
    });
    expect(MOBILE_BREAKPOINT).toBe('lg');
  });

  it('is mobile below the large breakpoint', () => {
    expect(isMobileWidth(1279)).toBe(true);
    expect(isMobileWidth(1280)).toBe(false);
  });

  it('scroll animation, export limit and theme', () => {
    expect(SCROLL_ANIMATION_MS).toBe(300);
    expect(EXPORT_LIMIT).toBe(100);
    expect(DEFAULT_THEME_MODE).toBe('light');
  });
});
