import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormMessages } from './formMessages.ts';
import { placeServerError } from './serverErrors.ts';

/** What sends the checked values: a mutation's `mutate`, reporting back how it went. */
export type SaveValues<Output, Saved> = (
  values: Output,
  callbacks: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void },
) => void;

export type SaveOnSubmitOptions<Saved> = {
  onSaved: (saved: Saved) => void;
  /** Whether a field the server names is shown by the form, so its message goes beside it. */
  isFormField: (field: string) => boolean;
};

/**
 * Sends a react-hook-form form once its own checks pass, and puts the server's refusal beside the
 * fields it names; what no field shows is `failure`, for the form's alert (see `FormAlerts`).
 */
export function useSaveOnSubmit<V extends FieldValues, Output, Saved>(
  form: UseFormReturn<V, unknown, Output>,
  save: SaveValues<Output, Saved>,
  { onSaved, isFormField }: SaveOnSubmitOptions<Saved>,
) {
  const { fieldText } = useFormMessages();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save(values, {
      onSuccess: onSaved,
      onError: (error) => setFailure(placeServerError(error, form.setError, isFormField)),
    });
  });

  /** A TextField's error state and its message in the page's language. */
  const problem = (error: { message?: string | undefined } | undefined) => ({
    error: error !== undefined,
    helperText: fieldText(error?.message),
  });

  return {
    submit,
    failure,
    errorCount: Object.keys(form.formState.errors).length,
    problem,
  };
}
