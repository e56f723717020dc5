import { describe, expect, it } from 'vitest';
import {
  contactWriteSchema,
  PatientValidation,
  patientListQuerySchema,
  patientWriteSchema,
} from './patients.ts';

const minimal = {
  firstName: ' Rosa ',
  lastName: 'Delgado',
  dateOfBirth: '1941-03-09',
  gender: 'female',
  agencyId: 3,
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('patient write schema', () => {
  it('fills what may be left out and trims names', () => {
    expect(patientWriteSchema.parse(minimal)).toStrictEqual({
      firstName: 'Rosa',
      lastName: 'Delgado',
      preferredName: null,
      dateOfBirth: '1941-03-09',
      gender: 'female',
      languageIds: [],
      phone: null,
      email: null,
      address: {
        street: null,
        unit: null,
        cityId: null,
        postalCode: null,
        latitude: null,
        longitude: null,
      },
      agencyId: 3,
      partnerId: null,
      payerId: null,
      careCoordinatorId: null,
      ambulatoryLevel: null,
      status: 'active',
      diagnoses: [],
      allergies: [],
      assistance: {},
      careTeamUserIds: [],
    });
  });

  it('reads empty inputs as none and repeated ids once', () => {
    const parsed = patientWriteSchema.parse({
      ...minimal,
      preferredName: '  ',
      email: '',
      phone: '',
      languageIds: [4, 4, 2],
      careTeamUserIds: [9, 9],
      assistance: { bathing: undefined, eating: 2 },
    });
    expect(parsed).toMatchObject({
      preferredName: null,
      email: null,
      phone: null,
      languageIds: [4, 2],
      careTeamUserIds: [9],
    });
    expect(parsed.assistance.eating).toBe(2);
    expect(parsed.assistance.bathing).toBeUndefined();
  });

  it('refuses a birth date in the future or before 1900, and a malformed one', () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    for (const dateOfBirth of [nextYear, '1899-12-31']) {
      expect(messagesOf(patientWriteSchema.safeParse({ ...minimal, dateOfBirth }))).toEqual([
        PatientValidation.dateOfBirthRange,
      ]);
    }
    expect(patientWriteSchema.safeParse({ ...minimal, dateOfBirth: '1941-02-30' }).success).toBe(
      false,
    );
  });

  it('allows one primary diagnosis and each diagnosis once', () => {
    const twoPrimaries = patientWriteSchema.safeParse({
      ...minimal,
      diagnoses: [
        { diagnosisId: 1, primary: true },
        { diagnosisId: 2, primary: true },
      ],
    });
    expect(messagesOf(twoPrimaries)).toEqual([PatientValidation.onePrimaryDiagnosis]);
    const twice = patientWriteSchema.safeParse({
      ...minimal,
      diagnoses: [{ diagnosisId: 1, primary: true }, { diagnosisId: 1 }],
    });
    expect(messagesOf(twice)).toEqual([PatientValidation.duplicateDiagnosis]);
  });

  it('trims an email before checking it, and refuses one that is not an address', () => {
    expect(patientWriteSchema.parse({ ...minimal, email: ' rosa@example.org ' }).email).toBe(
      'rosa@example.org',
    );
    expect(patientWriteSchema.safeParse({ ...minimal, email: 'rosa at home' }).success).toBe(false);
  });

  it('refuses unknown codes, wrong types and too-long text', () => {
    const result = patientWriteSchema.safeParse({
      ...minimal,
      gender: 'robot',
      agencyId: '3',
      lastName: 'x'.repeat(101),
      assistance: { bathing: 8, flying: 2 },
      allergies: [{ allergen: 'Penicillin', reaction: 4 }],
      phone: 'call me',
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'gender',
        'agencyId',
        'lastName',
        'assistance.bathing',
        'allergies.0.reaction',
        'phone',
      ]),
    );
    expect(paths?.some((path) => path.startsWith('assistance'))).toBe(true);
  });
});

describe('contact write schema', () => {
  it('needs a phone number for an emergency contact', () => {
    const result = contactWriteSchema.safeParse({ name: 'Luis', emergency: true, phone: ' ' });
    expect(result.error?.issues).toMatchObject([
      { path: ['phone'], message: PatientValidation.emergencyNeedsPhone },
    ]);
    expect(
      contactWriteSchema.parse({ name: 'Luis', emergency: true, phone: '+1 604 555 0101' }),
    ).toMatchObject({ emergency: true, consentToShare: false, email: null, relationshipId: null });
  });
});

describe('patient list query', () => {
  it('sorts by name unless told otherwise and treats empty filters as unset', () => {
    expect(patientListQuerySchema.parse({ status: '', sort: '' })).toMatchObject({
      sort: 'name',
      status: undefined,
      page: 1,
      perPage: 20,
    });
    expect(patientListQuerySchema.parse({ sort: '-dateOfBirth', agencyId: '4' })).toMatchObject({
      sort: '-dateOfBirth',
      agencyId: 4,
    });
  });

  it('refuses an unknown sort, status or a page of more than 100', () => {
    for (const query of [{ sort: 'ssn' }, { status: 'asleep' }, { perPage: '101' }]) {
      expect(patientListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
