import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './signInPath.ts';

describe('signInPath', () => {
  it('carries where to return and why', () => {
    expect(signInPath('/en-us/sign-in')).toBe('/en-us/sign-in');
    expect(
      signInPath('/en-us/sign-in', { next: '/en-us/user/users?page=2', reason: 'expired' }),
    ).toBe('/en-us/sign-in?next=%2Fen-us%2Fuser%2Fusers%3Fpage%3D2&reason=expired');
  });
});

describe('safeNextPath', () => {
  it('follows a path of this site', () => {
    expect(safeNextPath('/es-es/user/profile', '/es-es/user')).toBe('/es-es/user/profile');
  });

  it('refuses anything that could lead off the site', () => {
    for (const next of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'user']) {
      expect(safeNextPath(next, '/en-us/user')).toBe('/en-us/user');
    }
    expect(safeNextPath(null, '/en-us/user')).toBe('/en-us/user');
  });
});
