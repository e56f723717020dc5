import { describe, expect, it } from 'vitest';
import { ListingEditorValidation, listingWriteSchema } from './listingEditor.ts';

const valid = {
  product: 'homecare',
  name: '  Maple home care ',
  services: ['personal-care', 'personal-care'],
  openDays: [1, 2],
  opensAt: '08:00',
  closesAt: '17:30',
  price: { minCents: 3000, maxCents: 3000, unit: 'hour' },
  cityId: 5,
};

const issues = (input: unknown) => {
  const result = listingWriteSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('listingWriteSchema', () => {
  it('trims, removes repeats and fills what was left out', () => {
    expect(listingWriteSchema.parse(valid)).toMatchObject({
      name: 'Maple home care',
      description: '',
      services: ['personal-care'],
      languageIds: [],
      latitude: null,
      longitude: null,
    });
  });

  it('wants a price range the right way up and hours that close after they open', () => {
    expect(
      issues({
        ...valid,
        price: { minCents: 5000, maxCents: 4999, unit: 'hour' },
        closesAt: '08:00',
      }),
    ).toEqual({
      'price.maxCents': ListingEditorValidation.priceRange,
      closesAt: ListingEditorValidation.closesAfterOpens,
    });
    expect(issues({ ...valid, closesAt: null })).toEqual({
      closesAt: ListingEditorValidation.hoursTogether,
    });
    expect(issues({ ...valid, opensAt: '24:00' })).toHaveProperty('opensAt');
  });

  it("takes only the services of the listing's kind of care", () => {
    expect(issues({ ...valid, services: ['private-room'] })).toEqual({
      services: ListingEditorValidation.serviceOfProduct,
    });
    expect(issues({ ...valid, product: 'sharecare', services: ['private-room'] })).toEqual({});
  });

  it('places the listing by its city or by both coordinates', () => {
    expect(issues({ ...valid, cityId: null })).toEqual({
      cityId: ListingEditorValidation.placeNeeded,
    });
    expect(issues({ ...valid, cityId: null, latitude: 45.4 })).toEqual({
      longitude: ListingEditorValidation.coordinatesTogether,
    });
    expect(issues({ ...valid, cityId: null, latitude: 45.4, longitude: -75.7 })).toEqual({});
    expect(issues({ ...valid, latitude: 95, longitude: 0 })).toHaveProperty('latitude');
  });
});
