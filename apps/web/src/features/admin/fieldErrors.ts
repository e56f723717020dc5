import { ApiError } from '../../api/ApiError.ts';

/** The server's first message about `field` (or one of its items, `agencyIds.0`), if any. */
export function serverFieldError(error: Error | null, field: string): string | undefined {
  if (!(error instanceof ApiError)) {
    return undefined;
  }
  const key = Object.keys(error.fieldErrors).find(
    (name) => name === field || name.startsWith(`${field}.`),
  );
  return key === undefined ? undefined : error.fieldErrors[key]?.[0];
}

/** Messages about fields this form does not show: they belong in the form's own alert. */
export function unplacedFieldErrors(error: Error | null, shownFields: readonly string[]): string[] {
  if (!(error instanceof ApiError)) {
    return [];
  }
  return Object.entries(error.fieldErrors)
    .filter(
      ([name]) => !shownFields.some((field) => name === field || name.startsWith(`${field}.`)),
    )
    .flatMap(([, messages]) => messages);
}
