import { ApiError } from '../../api/ApiError.ts';
import { useFormMessages } from '../../app/forms/formMessages.ts';

/**
 * The server's refusal of an action, split for a dialog: the message beside each field it shows,
 * and the rest (a conflict, a missing right, a field it does not show) for the dialog's alert.
 */
export function useActionErrors(error: Error | null, shown: readonly string[]) {
  const { fieldText } = useFormMessages();
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const field = (name: string) => fieldText(fieldErrors[name]?.[0]);
  const unplaced = Object.entries(fieldErrors)
    .filter(([name]) => !shown.includes(name))
    .flatMap(([, messages]) => messages.map((message) => fieldText(message) ?? message));
  const formError =
    error === null
      ? null
      : unplaced.length > 0
        ? unplaced.join(' ')
        : Object.keys(fieldErrors).length === 0
          ? error.message
          : null;
  return { field, formError };
}
