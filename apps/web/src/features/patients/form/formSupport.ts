import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/ApiError.ts';
import { useFormMessages } from '../../../app/forms/formMessages.ts';

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
 * Field props for MUI inputs of a react-hook-form form, with messages in the page's language:
 * the form's own checks and the server's answer land on the same fields.
 */
export function useFormFields<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>) {
  const { fieldText: show } = useFormMessages();
  const errorOf = useCallback(
    (name: string) => show(messageAt(form.formState.errors, name)),
    [form.formState.errors, show],
  );

  /** For a TextField bound to a text value. */
  const text = (name: FieldPath<T>) => {
    const { ref, ...field } = form.register(name);
    const error = errorOf(name);
    return { ...field, inputRef: ref, error: error !== undefined, helperText: error };
  };

  /**
   * Puts the server's complaints on the fields it names; returns those no field shows, for the
   * form's own alert. `shown` tells which paths the form has.
   */
  const takeServerErrors = (error: Error, shown: (path: string) => boolean): string[] => {
    if (!(error instanceof ApiError)) {
      return [error.message];
    }
    const elsewhere: string[] = [];
    const named = Object.entries(error.fieldErrors);
    for (const [path, [message = error.message] = []] of named) {
      if (shown(path)) {
        form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: true });
      } else {
        elsewhere.push(show(message) ?? message);
      }
    }
    return named.length === 0 ? [error.message] : elsewhere;
  };

  return { text, errorOf, takeServerErrors };
}
