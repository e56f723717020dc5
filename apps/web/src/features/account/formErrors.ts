import { ApiError } from '../../api/ApiError.ts';

/** A message per form field; a field without one is fine. */
export type FieldMessages<F extends string> = Partial<Record<F, string>>;

/** The server's first message for each of `fields`, to show beside that field. */
export function serverFieldErrors<F extends string>(
  error: Error | null,
  fields: readonly F[],
): FieldMessages<F> {
  const messages: FieldMessages<F> = {};
  if (error instanceof ApiError) {
    for (const field of fields) {
      const [first] = error.fieldErrors[field] ?? [];
      if (first !== undefined) {
        messages[field] = first;
      }
    }
  }
  return messages;
}

/**
 * What to show above the form: nothing when every complaint of the server sits beside a field the
 * form shows, else the error's own message (already in the visitor's language when generic).
 */
export function formError(error: Error | null, fields: readonly string[]): string | null {
  if (error === null) {
    return null;
  }
  if (error instanceof ApiError) {
    const named = Object.keys(error.fieldErrors);
    if (named.length > 0 && named.every((field) => fields.includes(field))) {
      return null;
    }
  }
  return error.message;
}

/** The first field of `order` that has a message, to move the keyboard focus to it. */
export function firstInvalid<F extends string>(
  messages: FieldMessages<F>,
  order: readonly F[],
): F | undefined {
  return order.find((field) => messages[field] !== undefined);
}
