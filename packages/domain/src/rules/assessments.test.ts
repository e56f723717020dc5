import { describe, expect, it } from 'vitest';
import { AssessmentStatus } from '../enums/care.ts';
import { Role } from '../enums/identity.ts';
import {
  assessmentMoveExists,
  assessmentMoveRequires,
  assessmentMovesFor,
  canMoveAssessment,
  unmetAssessmentRequirements,
} from './assessments.ts';

type Name = keyof typeof AssessmentStatus.values;
type RoleName = keyof typeof Role.values;

// Written out by hand, move by move, so a change to the table has to change this list too:
// [from, to, roles that may, what it needs].
const documented: readonly [Name, Name, readonly RoleName[], readonly string[]][] = [
  ['requested', 'pending', ['admin', 'agency', 'agencyAgent', 'provider'], ['patient']],
  ['requested', 'cancelled', ['admin', 'agency', 'agencyAgent', 'provider'], ['reason']],
  ['pending', 'scheduled', ['admin', 'agency', 'agencyAgent'], ['schedule']],
  ['pending', 'cancelled', ['admin', 'agency', 'agencyAgent'], ['reason']],
  ['scheduled', 'approved', ['admin', 'agency'], ['schedule', 'rate']],
  ['scheduled', 'pending', ['admin', 'agency', 'agencyAgent'], ['reason']],
  ['scheduled', 'cancelled', ['admin', 'agency', 'agencyAgent'], ['reason']],
  ['approved', 'active', ['admin', 'agency', 'agencyAgent'], ['approvedAssignment']],
  ['approved', 'scheduled', ['admin', 'agency'], ['reason']],
  ['approved', 'cancelled', ['admin', 'agency'], ['reason']],
  ['active', 'completed', ['admin', 'agency', 'agencyAgent'], []],
  ['active', 'cancelled', ['admin', 'agency'], ['reason']],
];

const names = Object.keys(AssessmentStatus.values) as Name[];
const roleNames = Object.keys(Role.values) as RoleName[];
const code = (name: Name) => AssessmentStatus.values[name];

describe('assessment status moves', () => {
  const triples = names.flatMap((from) =>
    names.flatMap((to) => roleNames.map((role) => [from, to, role] as const)),
  );

  it.each(triples)('%s → %s by %s follows the documented table', (from, to, role) => {
    const row = documented.find(([a, b]) => a === from && b === to);
    expect(canMoveAssessment(Role.values[role], code(from), code(to))).toBe(
      row?.[2].includes(role) ?? false,
    );
    expect(assessmentMoveExists(code(from), code(to))).toBe(row !== undefined);
  });

  it.each(documented)('%s → %s needs what is documented', (from, to, _roles, needs) => {
    expect(assessmentMoveRequires(code(from), code(to))).toEqual(needs);
  });

  it('ends at completed and cancelled, and leaves every other status a way out', () => {
    for (const status of names) {
      const moves = assessmentMovesFor(Role.admin, code(status));
      const final = status === 'completed' || status === 'cancelled';
      expect(moves.length === 0).toBe(final);
      expect(moves).not.toContain(code(status));
    }
  });

  it('never lets a caregiver, partner or family account move an assessment', () => {
    for (const role of [Role.caregiver, Role.partner, Role.partnerAgent, Role.user]) {
      for (const from of names) {
        expect(assessmentMovesFor(role, code(from))).toEqual([]);
      }
    }
  });

  it("lets a provider answer their listings' requests and nothing after", () => {
    for (const from of names) {
      const expected = from === 'requested' ? [code('pending'), code('cancelled')] : [];
      expect(assessmentMovesFor(Role.provider, code(from))).toEqual(expected);
    }
  });

  it('reports the unmet requirements of a move, in table order', () => {
    const facts = {
      patient: true,
      schedule: false,
      rate: false,
      approvedAssignment: false,
      reason: true,
    };
    expect(unmetAssessmentRequirements(code('scheduled'), code('approved'), facts)).toEqual([
      'schedule',
      'rate',
    ]);
    expect(unmetAssessmentRequirements(code('requested'), code('pending'), facts)).toEqual([]);
    expect(
      unmetAssessmentRequirements(code('approved'), code('active'), {
        ...facts,
        approvedAssignment: true,
      }),
    ).toEqual([]);
  });
});
