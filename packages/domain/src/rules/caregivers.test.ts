import { describe, expect, it } from 'vitest';
import { CaregiverStatus } from '../enums/identity.ts';
import {
  allowedCaregiverTransitions,
  canMoveCaregiver,
  caregiverTransitionNeedsReason,
  documentExpiry,
} from './caregivers.ts';

// Written out by hand, edge by edge, so a change to the table has to change this list too.
const allowed = [
  ['pending', 'hired'],
  ['pending', 'notHired'],
  ['hired', 'offBoarded'],
  ['notHired', 'pending'],
  ['offBoarded', 'pending'],
] as const;

describe('caregiver status transitions', () => {
  const pairs = CaregiverStatus.codes.flatMap((from) =>
    CaregiverStatus.codes.map((to) => [from, to] as const),
  );

  it.each(pairs)('%s → %s follows the table', (from, to) => {
    const expected = allowed.some(([a, b]) => a === from && b === to);
    expect(canMoveCaregiver(from, to)).toBe(expected);
  });

  it('never allows staying in the same status, and leaves no status a dead end', () => {
    for (const status of CaregiverStatus.codes) {
      expect(allowedCaregiverTransitions(status)).not.toContain(status);
      expect(allowedCaregiverTransitions(status).length).toBeGreaterThan(0);
    }
  });

  it('wants a reason for turning someone down or letting them go, only then', () => {
    expect(CaregiverStatus.codes.filter(caregiverTransitionNeedsReason)).toEqual([
      'notHired',
      'offBoarded',
    ]);
  });
});

describe('document expiry', () => {
  const today = '2026-03-10';

  it('has no expiry without a date', () => {
    expect(documentExpiry(null, today)).toBe('noExpiry');
  });

  it('is expired from the day after its date, still valid on the day itself', () => {
    expect(documentExpiry('2026-03-09', today)).toBe('expired');
    expect(documentExpiry('2026-03-10', today)).toBe('expiringSoon');
  });

  it('warns within 30 days, not after', () => {
    expect(documentExpiry('2026-04-09', today)).toBe('expiringSoon');
    expect(documentExpiry('2026-04-10', today)).toBe('valid');
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(documentExpiry('2028-03-30', '2028-02-29')).toBe('expiringSoon');
    expect(documentExpiry('2028-03-31', '2028-02-29')).toBe('valid');
  });
});
