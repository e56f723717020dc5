import { describe, expect, it } from 'vitest';
import {
  CaregiverValidation,
  caregiverDocumentWriteSchema,
  caregiverListQuerySchema,
  caregiverStatusChangeSchema,
  caregiverWriteSchema,
} from './caregivers.ts';

const minimal = { firstName: ' Ana ', lastName: 'Reyes', email: ' ana@example.test ' };

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('caregiver write schema', () => {
  it('fills what may be left out and trims text', () => {
    expect(caregiverWriteSchema.parse(minimal)).toStrictEqual({
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana@example.test',
      phone: null,
      dateOfBirth: null,
      bio: null,
      address: {
        street: null,
        unit: null,
        cityId: null,
        postalCode: null,
        latitude: null,
        longitude: null,
      },
      userId: null,
      professionId: null,
      roleIds: [],
      languageIds: [],
      competencies: {},
      availability: [],
    });
  });

  it('refuses a missing email, a malformed one, and a too-long name', () => {
    expect(caregiverWriteSchema.safeParse({ ...minimal, email: '' }).success).toBe(false);
    expect(caregiverWriteSchema.safeParse({ ...minimal, email: 'ana@' }).success).toBe(false);
    const long = caregiverWriteSchema.safeParse({ ...minimal, lastName: 'x'.repeat(101) });
    expect(issuesOf(long).map(([path]) => path)).toEqual(['lastName']);
  });

  it('refuses one coordinate without the other', () => {
    const result = caregiverWriteSchema.safeParse({ ...minimal, address: { latitude: 43.6 } });
    expect(issuesOf(result)).toEqual([
      ['address.longitude', CaregiverValidation.coordinatesTogether],
    ]);
  });

  it('refuses someone younger than 16', () => {
    const year = new Date().getUTCFullYear() - 15;
    const result = caregiverWriteSchema.safeParse({ ...minimal, dateOfBirth: `${year}-01-01` });
    expect(issuesOf(result)).toEqual([['dateOfBirth', CaregiverValidation.dateOfBirthRange]]);
  });

  it('refuses unknown skills and levels', () => {
    expect(
      caregiverWriteSchema.safeParse({ ...minimal, competencies: { juggling: 2 } }).success,
    ).toBe(false);
    expect(
      caregiverWriteSchema.safeParse({ ...minimal, competencies: { woundCare: 4 } }).success,
    ).toBe(false);
  });

  it('checks availability: clock times, end after start, no overlap on one day', () => {
    const ranges = (availability: unknown[]) =>
      issuesOf(caregiverWriteSchema.safeParse({ ...minimal, availability }));
    expect(
      ranges([
        { weekDay: 1, start: '08:00', end: '12:00' },
        { weekDay: 1, start: '13:00', end: '24:00' },
        { weekDay: 2, start: '08:00', end: '12:00' },
      ]),
    ).toEqual([]);
    expect(ranges([{ weekDay: 1, start: '8:00', end: '12:00' }])).toEqual([
      ['availability.0.start', CaregiverValidation.timeFormat],
    ]);
    expect(ranges([{ weekDay: 1, start: '12:00', end: '12:00' }])).toEqual([
      ['availability.0.end', CaregiverValidation.endAfterStart],
    ]);
    expect(
      ranges([
        { weekDay: 3, start: '08:00', end: '12:00' },
        { weekDay: 3, start: '11:30', end: '14:00' },
      ]),
    ).toEqual([['availability.1.start', CaregiverValidation.overlapping]]);
    expect(ranges([{ weekDay: 8, start: '08:00', end: '12:00' }])).toHaveLength(1);
  });
});

describe('status change schema', () => {
  it('needs a reason to turn someone down or let them go', () => {
    expect(issuesOf(caregiverStatusChangeSchema.safeParse({ status: 'notHired' }))).toEqual([
      ['reason', CaregiverValidation.reasonRequired],
    ]);
    expect(
      issuesOf(caregiverStatusChangeSchema.safeParse({ status: 'offBoarded', reason: '  ' })),
    ).toEqual([['reason', CaregiverValidation.reasonRequired]]);
    expect(caregiverStatusChangeSchema.parse({ status: 'hired' })).toEqual({
      status: 'hired',
      reason: null,
    });
  });
});

describe('document schema', () => {
  it('wants the expiry after the issue date, and no issue date in the future', () => {
    expect(
      issuesOf(
        caregiverDocumentWriteSchema.safeParse({
          kind: 'firstAidCpr',
          issuedOn: '2025-05-01',
          expiresOn: '2025-05-01',
        }),
      ),
    ).toEqual([['expiresOn', CaregiverValidation.expiresAfterIssued]]);
    expect(
      issuesOf(caregiverDocumentWriteSchema.safeParse({ kind: 'whmis', issuedOn: '2999-01-01' })),
    ).toEqual([['issuedOn', CaregiverValidation.issuedInFuture]]);
  });
});

describe('list query', () => {
  it('reads filters from text and treats empty ones as unset', () => {
    expect(
      caregiverListQuerySchema.parse({
        status: '',
        skill: 'woundCare',
        skillLevel: '2',
        weekDay: '3',
        lat: '43.65',
        lng: '-79.38',
        sort: 'distance',
      }),
    ).toMatchObject({
      page: 1,
      perPage: 20,
      status: undefined,
      skill: 'woundCare',
      skillLevel: 2,
      weekDay: 3,
      lat: 43.65,
      lng: -79.38,
      sort: 'distance',
    });
  });

  it('refuses half a location, distance without one, and a level without a skill', () => {
    expect(issuesOf(caregiverListQuerySchema.safeParse({ lat: '43' })).map(([p]) => p)).toEqual([
      'lng',
    ]);
    expect(
      issuesOf(caregiverListQuerySchema.safeParse({ sort: 'distance' })).map(([p]) => p),
    ).toEqual(['sort']);
    expect(
      issuesOf(caregiverListQuerySchema.safeParse({ skillLevel: '2' })).map(([p]) => p),
    ).toEqual(['skillLevel']);
    expect(caregiverListQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
  });
});
