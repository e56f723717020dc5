import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/ApiError.ts';

/**
 * Puts the server's field errors (422) beside the fields of a react-hook-form form, keyed by the
 * same dotted paths (`address.cityId`, `availability.1.start`); the first one takes the focus.
 * Returns what the form's own alert should say: the messages no shown field can hold, or the
 * error's message when it named no field (a conflict, a network failure); null when all is placed.
 */
export function placeServerError<V extends FieldValues>(
  error: Error,
  setError: UseFormSetError<V>,
  isShown: (field: string) => boolean,
): string | null {
  const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  if (fieldErrors.length === 0) {
    return error.message;
  }
  const unplaced: string[] = [];
  let first = true;
  for (const [field, messages] of fieldErrors) {
    if (isShown(field)) {
      setError(field as Path<V>, { type: 'server', message: messages[0] }, { shouldFocus: first });
      first = false;
    } else {
      unplaced.push(...messages);
    }
  }
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}
