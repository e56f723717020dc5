import { ApiError } from './ApiError.ts';

/** A message per form field; a field without one is fine. */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

// The server names an item of a list field by its index: `agencyIds.0` is about `agencyIds`.
const isAbout = (name: string, field: string) => name === field || name.startsWith(`${field}.`);

/** The server's first message about `field` (or one of its items), if any. */
export function serverFieldError(error: Error | null, field: string): string | undefined {
  if (!(error instanceof ApiError)) {
    return undefined;
  }
  const key = Object.keys(error.fieldErrors).find((name) => isAbout(name, field));
  return key === undefined ? undefined : error.fieldErrors[key]?.[0];
}

/** The server's first message for each of `fields`, to show beside that field. */
export function serverFieldErrors<F extends string>(
  error: Error | null,
  fields: readonly F[],
): FieldMessages<F> {
  const messages: FieldMessages<F> = {};
  for (const field of fields) {
    const message = serverFieldError(error, field);
    if (message !== undefined) {
      messages[field] = message;
    }
  }
  return messages;
}

/** Messages about fields the form does not show: they belong in the form's own alert. */
export function unplacedFieldErrors(error: Error | null, shownFields: readonly string[]): string[] {
  if (!(error instanceof ApiError)) {
    return [];
  }
  return Object.entries(error.fieldErrors)
    .filter(([name]) => !shownFields.some((field) => isAbout(name, field)))
    .flatMap(([, messages]) => messages);
}

/**
 * What to show above the form: nothing when every complaint of the server sits beside a field the
 * form shows, else the error's own message (already in the visitor's language when generic).
 */
export function formError(error: Error | null, shownFields: readonly string[]): string | null {
  if (error === null) {
    return null;
  }
  const allPlaced =
    error instanceof ApiError &&
    Object.keys(error.fieldErrors).length > 0 &&
    unplacedFieldErrors(error, shownFields).length === 0;
  return allPlaced ? null : error.message;
}
