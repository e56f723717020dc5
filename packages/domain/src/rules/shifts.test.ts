import { describe, expect, it } from 'vitest';
import { type CaregiverShiftFacts, ineligibilityReasons, shiftNeeds } from './shifts.ts';

const fit: CaregiverShiftFacts = {
  status: 'hired',
  professionRank: 1,
  competencies: { personalCare: 1 },
  available: true,
  booked: false,
};

describe('shiftNeeds', () => {
  it('takes the strictest rank and every skill of the services together', () => {
    expect(shiftNeeds(['companionship', 'personal-care', 'nursing'])).toStrictEqual({
      rank: 2,
      skills: ['personalCare', 'medicationAdministration'],
    });
  });

  it('needs no licence for company alone', () => {
    expect(shiftNeeds(['companionship'])).toStrictEqual({ rank: null, skills: [] });
  });
});

describe('ineligibilityReasons', () => {
  it('finds nothing wrong with a hired, rated, free PSW for personal care', () => {
    expect(ineligibilityReasons(fit, ['personal-care'])).toStrictEqual([]);
  });

  it('names every reason, in order', () => {
    const facts: CaregiverShiftFacts = {
      status: 'pending',
      professionRank: null,
      competencies: {},
      available: false,
      booked: true,
    };
    expect(ineligibilityReasons(facts, ['personal-care'])).toStrictEqual([
      'notHired',
      'profession',
      'competency',
      'unavailable',
      'booked',
    ]);
  });

  it('counts no experience as lacking the skill, and a higher rank as enough', () => {
    const nurse = { ...fit, professionRank: 3, competencies: { medicationAdministration: 0 } };
    expect(ineligibilityReasons(nurse, ['nursing'])).toStrictEqual(['competency']);
    expect(
      ineligibilityReasons({ ...nurse, competencies: { medicationAdministration: 3 } }, [
        'nursing',
      ]),
    ).toStrictEqual([]);
  });
});
