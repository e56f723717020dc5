import { describe, expect, it } from 'vitest';
import { shortUserAgent } from './userAgent.ts';

describe('short user agent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 · Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131 · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
      'Safari 17 · macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Safari 17 · iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.102 Mobile Safari/537.36',
      'Chrome 130 · Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox 128 · Linux',
    ],
  ])('names the browser and system of %s', (userAgent, expected) => {
    expect(shortUserAgent(userAgent)).toBe(expected);
  });

  it('shows the first word of anything else, and nothing for no agent', () => {
    expect(shortUserAgent('curl/8.5.0')).toBe('curl/8.5.0');
    expect(shortUserAgent(`x${'y'.repeat(60)} z`)).toBe(`x${'y'.repeat(39)}…`);
    expect(shortUserAgent(null)).toBeNull();
    expect(shortUserAgent('  ')).toBeNull();
  });
});
