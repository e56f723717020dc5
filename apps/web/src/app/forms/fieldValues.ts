/**
 * Whether a field path the server names is one of `fields` or a part of one: the server names an
 * item or a member of a field by a dotted path (`address.cityId`, `availability.2.end`).
 */
export const isFieldAmong =
  (fields: readonly string[]) =>
  (path: string): boolean =>
    fields.some((field) => path === field || path.startsWith(`${field}.`));

/** '' from an emptied input means "none", as the schema's null does. */
export const blankAsNull = (value: unknown) => (value === '' ? null : value);

/** A number input's text as a number; an emptied (or never filled) input means "none". */
export const numberOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
