import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CodeOf } from './enumeration.ts';
import { defineEnumeration } from './enumeration.ts';

const Colour = defineEnumeration('colour', { red: 1, darkGreen: 2, blue: 4 });
type Colour = CodeOf<typeof Colour>;

const Size = defineEnumeration('size', { small: 's', large: 'l' });

describe('defineEnumeration', () => {
  it('exposes each member by name and all of them as values', () => {
    expect(Colour.red).toBe(1);
    expect(Colour.darkGreen).toBe(2);
    expect(Colour.values).toStrictEqual({ red: 1, darkGreen: 2, blue: 4 });
    expect(Colour.name).toBe('colour');
  });

  it('lists the codes in declaration order', () => {
    expect(Colour.codes).toStrictEqual([1, 2, 4]);
    expect(Size.codes).toStrictEqual(['s', 'l']);
  });

  it('names a code and builds its label key in the domain namespace', () => {
    expect(Colour.nameOf(2)).toBe('darkGreen');
    expect(Colour.labelKey(Colour.darkGreen)).toBe('domain:colour.darkGreen');
    expect(Size.labelKey('l')).toBe('domain:size.large');
  });

  it('narrows names and label keys to the literal code given', () => {
    expectTypeOf(Colour.nameOf(Colour.blue)).toEqualTypeOf<'blue'>();
    expectTypeOf(Colour.labelKey(Colour.red)).toEqualTypeOf<'domain:colour.red'>();
    expectTypeOf<Colour>().toEqualTypeOf<1 | 2 | 4>();
  });

  it('throws on a code that is not a member', () => {
    expect(() => Colour.nameOf(3 as Colour)).toThrow(RangeError);
  });

  it('tells codes from other values, without confusing a number with its text', () => {
    expect(Colour.isCode(4)).toBe(true);
    expect(Colour.isCode(3)).toBe(false);
    expect(Colour.isCode('4')).toBe(false);
    expect(Colour.isCode('red')).toBe(false);
    expect(Colour.isCode(undefined)).toBe(false);
    expect(Size.isCode('s')).toBe(true);
  });

  it('has a schema that accepts exactly the codes', () => {
    expect(Colour.schema.parse(1)).toBe(1);
    expect(Colour.schema.safeParse(3).success).toBe(false);
    expect(Colour.schema.safeParse('1').success).toBe(false);
    expect(Size.schema.parse('l')).toBe('l');
    expect(Size.schema.safeParse('large').success).toBe(false);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(Colour)).toBe(true);
    expect(Object.isFrozen(Colour.values)).toBe(true);
    expect(Object.isFrozen(Colour.codes)).toBe(true);
  });

  it('keeps the helper names for the helpers', () => {
    // @ts-expect-error a member called `name` would shadow the enumeration's own name
    expect(defineEnumeration('shadow', { name: 1 }).name).toBe('shadow');
  });

  it('refuses two members with the same code', () => {
    expect(() => defineEnumeration('clash', { one: 1, uno: 1 })).toThrow(/code 1 is used twice/);
  });
});
