import { describe, expect, it } from 'vitest';
import {
  agencyListQuerySchema,
  agencyStandingChangeSchema,
  agencyWriteSchema,
} from './agencies.ts';
import { OrganisationValidation, queryBoolean } from './organisationFields.ts';
import { payerListQuerySchema, payerWriteSchema } from './payers.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('agency profile', () => {
  it('fills in defaults and keeps a website as an https address', () => {
    const parsed = agencyWriteSchema.parse({ name: ' Maple ', website: 'maple.example/about' });
    expect(parsed).toMatchObject({
      name: 'Maple',
      website: 'https://maple.example/about',
      serviceRadiusKm: 25,
      careTypeIds: [],
      languageIds: [],
      address: { cityId: null, latitude: null, longitude: null },
    });
    expect(agencyWriteSchema.parse({ name: 'A', website: 'http://a.example' }).website).toBe(
      'http://a.example',
    );
    expect(agencyWriteSchema.parse({ name: 'A', website: '  ' }).website).toBeNull();
  });

  it('refuses other schemes, hosts that are not domains and a point without both halves', () => {
    for (const website of ['ftp://a.example', 'javascript:alert(1)', 'not a site']) {
      expect(messages(agencyWriteSchema.safeParse({ name: 'A', website }))).toEqual({
        website: OrganisationValidation.website,
      });
    }
    expect(
      messages(agencyWriteSchema.safeParse({ name: 'A', address: { longitude: -79.4 } })),
    ).toEqual({ 'address.latitude': OrganisationValidation.coordinatesTogether });
  });

  it('asks a standing change for a reason of at least 10 characters', () => {
    expect(
      agencyStandingChangeSchema.safeParse({ standing: 3, reason: '  too short ' }).success,
    ).toBe(false);
    expect(
      agencyStandingChangeSchema.parse({ standing: 3, reason: ' Late visits again. ' }).reason,
    ).toBe('Late visits again.');
  });
});

describe('agency search', () => {
  it('reads codes and numbers from text, an empty value as unset', () => {
    expect(
      agencyListQuerySchema.parse({
        standing: '2',
        careType: '7',
        lat: '43.7',
        lng: '-79.4',
        city: '',
      }),
    ).toMatchObject({
      standing: 2,
      careType: 7,
      lat: 43.7,
      lng: -79.4,
      city: undefined,
      sort: 'name',
    });
  });

  it('needs a point (or a city) for a radius and for sorting by distance', () => {
    expect(messages(agencyListQuerySchema.safeParse({ radiusKm: '5' }))).toEqual({
      radiusKm: OrganisationValidation.radiusNeedsPoint,
    });
    expect(messages(agencyListQuerySchema.safeParse({ sort: 'distance' }))).toEqual({
      sort: OrganisationValidation.distanceNeedsPoint,
    });
    expect(agencyListQuerySchema.safeParse({ sort: 'distance', city: '3' }).success).toBe(true);
  });
});

describe('payers', () => {
  it('know three kinds and list current ones by default', () => {
    expect(payerWriteSchema.safeParse({ kind: 'lottery', name: 'X' }).success).toBe(false);
    expect(payerListQuerySchema.parse({})).toMatchObject({ status: 'current', sort: 'name' });
  });
});

describe('query booleans', () => {
  it('accept true/false and 1/0 only', () => {
    expect(queryBoolean.parse('1')).toBe(true);
    expect(queryBoolean.parse(undefined)).toBe(false);
    expect(queryBoolean.safeParse('yes').success).toBe(false);
  });
});
