import { useCallback, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormMessages } from './formMessages.ts';
import { placeServerError } from './serverErrors.ts';

/** A form field's message, found at its dotted path (`address.cityId`, `allergies.0.reaction`). */
function messageAt(errors: unknown, path: string): string | undefined {
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      errors,
    );
  const message = (found as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Binds MUI inputs to a react-hook-form form with messages in the page's language, and puts the
 * server's refusal on the same fields; what no field shows lands in `formError`, for the alert.
 * `shown` names the form's fields, or tells whether a field path is one of them.
 */
export function useFormFields<T extends FieldValues, Output = FieldValues>(
  form: UseFormReturn<T, unknown, Output>,
  shown: readonly string[] | ((field: string) => boolean),
) {
  const { fieldText } = useFormMessages();
  const [formError, setFormError] = useState<string | null>(null);
  const errorOf = useCallback(
    (name: string) => fieldText(messageAt(form.formState.errors, name)),
    [form.formState.errors, fieldText],
  );

  /** For a TextField bound to a text value. */
  const text = (name: FieldPath<T>) => {
    const { ref, ...field } = form.register(name);
    const error = errorOf(name);
    return { ...field, inputRef: ref, error: error !== undefined, helperText: error };
  };

  /** For a number TextField: an emptied box is left out, so the schema's default applies. */
  const number = (name: FieldPath<T>) => {
    const { ref, ...field } = form.register(name, {
      setValueAs: (value: unknown) => (value === '' ? undefined : Number(value)),
    });
    const error = errorOf(name);
    return { ...field, inputRef: ref, error: error !== undefined, helperText: error };
  };

  const serverRefused = (error: Error) => {
    const isShown = typeof shown === 'function' ? shown : (field: string) => shown.includes(field);
    const unplaced = placeServerError(error, form.setError, isShown);
    setFormError(unplaced === null ? null : (fieldText(unplaced) ?? unplaced));
  };

  return {
    text,
    number,
    errorOf,
    formError,
    clearFormError: () => setFormError(null),
    /** Puts the form's own message (such as "fix the 3 fields below") in the alert. */
    showFormError: setFormError,
    serverRefused,
  };
}
