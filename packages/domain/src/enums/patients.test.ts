import { describe, expect, it } from 'vitest';
import { DailyActivity, Gender, PatientStatus } from './patients.ts';

// Stored codes: a renamed code would orphan every patient saved with the old one.
describe('patient enumerations keep their stored codes', () => {
  it('gender', () => {
    expect(Gender.codes).toStrictEqual(['female', 'male', 'nonBinary', 'other', 'undisclosed']);
  });

  it('patient status', () => {
    expect(PatientStatus.codes).toStrictEqual(['active', 'onHold', 'discharged']);
  });

  it('activities of daily living, in care-plan order', () => {
    expect(DailyActivity.codes).toStrictEqual([
      'bathing',
      'dressing',
      'grooming',
      'toileting',
      'continence',
      'transferring',
      'mobility',
      'eating',
    ]);
  });
});
