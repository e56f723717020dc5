import { describe, expect, it } from 'vitest';
import { blankAsNull, isFieldAmong, numberOrNull } from './fieldValues.ts';

describe('isFieldAmong', () => {
  const isShown = isFieldAmong(['address', 'availability', 'email']);

  it('takes a field and the parts and items of it', () => {
    expect(isShown('email')).toBe(true);
    expect(isShown('address.cityId')).toBe(true);
    expect(isShown('availability.2.end')).toBe(true);
  });

  it('leaves out other fields, even those whose name starts alike', () => {
    expect(isShown('userId')).toBe(false);
    expect(isShown('emailVerified')).toBe(false);
    expect(isShown('addresses.0')).toBe(false);
  });
});

describe('emptied inputs', () => {
  it('read as null, and anything else as it is', () => {
    expect(blankAsNull('')).toBeNull();
    expect(blankAsNull('2024-05-01')).toBe('2024-05-01');
    expect(blankAsNull(null)).toBeNull();
  });

  it('read as null for a number, and a typed number as a number', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull(undefined)).toBeNull();
    expect(numberOrNull(null)).toBeNull();
    expect(numberOrNull('42')).toBe(42);
    expect(numberOrNull('0')).toBe(0);
  });
});
