import { useRef, useState } from 'react';
import { type FieldMessages, formError, serverFieldErrors } from '../../api/fieldErrors.ts';

/** The first field of `order` that has a message, to move the keyboard focus to it. */
function firstInvalid<F extends string>(messages: FieldMessages<F>, order: readonly F[]) {
  return order.find((field) => messages[field] !== undefined);
}

/**
 * The messages of a form's fields: its own checks before sending, then the server's answer. A
 * field edited since the last attempt drops its message, which may no longer be true; the first
 * field with a message takes the focus, so keyboard and screen-reader users land on the problem.
 */
export function useFieldMessages<F extends string>(fields: readonly F[], error: Error | null) {
  const [checked, setChecked] = useState<FieldMessages<F>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const focusFirst = (found: FieldMessages<F>) => {
    const field = firstInvalid(found, fields);
    if (field !== undefined) {
      inputs.current[field]?.focus();
    }
  };

  return {
    messages: { ...serverFieldErrors(error, fields), ...checked },
    /** What to show above the form, for problems no field shows. */
    formMessage: formError(error, fields),
    inputRef: (field: F) => (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    /** Shows the form's own findings; true when there are none and the form may be sent. */
    check: (found: FieldMessages<F>): boolean => {
      setChecked(found);
      focusFirst(found);
      return firstInvalid(found, fields) === undefined;
    },
    edited: (field: F) => setChecked((previous) => ({ ...previous, [field]: undefined })),
    /** After the server refused: to the first field it named. */
    focusServerErrors: (serverError: Error) => focusFirst(serverFieldErrors(serverError, fields)),
  };
}
