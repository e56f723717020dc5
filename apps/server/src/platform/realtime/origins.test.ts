import { describe, expect, it } from 'vitest';
import { originAllowed } from './origins.ts';

describe('originAllowed', () => {
  const allowed = ['https://hearth.example', 'http://localhost:*'];

  it('matches whole origins, and any port of a wildcard entry', () => {
    expect(originAllowed('https://hearth.example', allowed)).toBe(true);
    expect(originAllowed('http://localhost:5173', allowed)).toBe(true);
    expect(originAllowed('http://localhost', allowed)).toBe(true);
  });

  it('refuses other schemes, hosts, ports and lookalikes', () => {
    expect(originAllowed('http://hearth.example', allowed)).toBe(false);
    expect(originAllowed('https://hearth.example:8443', allowed)).toBe(false);
    expect(originAllowed('https://localhost:5173', allowed)).toBe(false);
    expect(originAllowed('http://localhost.evil.example', allowed)).toBe(false);
    expect(originAllowed('null', allowed)).toBe(false);
  });

  it('lets any origin in with *', () => {
    expect(originAllowed('https://anywhere.example', ['*'])).toBe(true);
  });
});
