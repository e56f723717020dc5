import { describe, expect, it } from 'vitest';
import { hostLeadCreateSchema, hostLeadListQuerySchema, hostLeadMoveSchema } from './hostLeads.ts';

const signUp = { name: 'Robin', location: 'hostSignUp', consent: true };
const pathsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('hostLeadCreateSchema', () => {
  it('needs an email or a phone, and says so on both, with the other problems at once', () => {
    expect(pathsOf(hostLeadCreateSchema.safeParse({ ...signUp, email: ' ', phone: '' }))).toEqual([
      'email',
      'phone',
    ]);
    expect(
      pathsOf(hostLeadCreateSchema.safeParse({ ...signUp, name: '', consent: false })),
    ).toEqual(['name', 'consent', 'email', 'phone']);
    expect(hostLeadCreateSchema.parse({ ...signUp, phone: '416 555 0100' })).toEqual({
      name: 'Robin',
      email: null,
      phone: '416 555 0100',
      city: null,
      message: null,
      location: 'hostSignUp',
      consent: true,
    });
  });

  it('takes only the known lead locations', () => {
    const withEmail = { ...signUp, email: 'robin@example.org' };
    expect(hostLeadCreateSchema.safeParse({ ...withEmail, location: 'landing' }).success).toBe(
      true,
    );
    expect(pathsOf(hostLeadCreateSchema.safeParse({ ...withEmail, location: 'flyer' }))).toEqual([
      'location',
    ]);
  });
});

describe('hostLeadListQuerySchema', () => {
  it('lists hosts unless asked otherwise, and refuses a range that runs backwards', () => {
    expect(hostLeadListQuerySchema.parse({ kind: '' }).kind).toBe('host');
    expect(
      pathsOf(hostLeadListQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' })),
    ).toEqual(['to']);
  });
});

describe('hostLeadMoveSchema', () => {
  it('keeps a reason trimmed, and a blank one as none', () => {
    expect(hostLeadMoveSchema.parse({ to: 'declined', reason: '  Too far  ' }).reason).toBe(
      'Too far',
    );
    expect(hostLeadMoveSchema.parse({ to: 'declined', reason: '   ' }).reason).toBeNull();
    expect(hostLeadMoveSchema.parse({ to: 'contacted' }).reason).toBeNull();
  });
});
