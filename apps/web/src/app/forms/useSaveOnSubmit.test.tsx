import TextField from '@mui/material/TextField';
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { resources } from '../../test/translations.ts';
import { createI18n } from '../i18n/i18n.ts';
import { isFieldAmong } from './fieldValues.ts';
import { type SaveValues, useSaveOnSubmit } from './useSaveOnSubmit.ts';

type Values = { email: string };
type Saved = { id: number };

function EmailForm({
  save,
  onSaved,
}: {
  save: SaveValues<Values, Saved>;
  onSaved: (saved: Saved) => void;
}) {
  const form = useForm<Values>({ defaultValues: { email: 'rosa@example.test' } });
  const { submit, failure, problem } = useSaveOnSubmit(form, save, {
    onSaved,
    isFormField: isFieldAmong(['email']),
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      {failure && <p role="alert">{failure}</p>}
      <TextField
        label="Email"
        {...form.register('email')}
        {...problem(form.formState.errors.email)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const renderForm = (save: SaveValues<Values, Saved>, onSaved: (saved: Saved) => void = () => {}) =>
  render(
    <I18nextProvider i18n={createI18n('en-US', resources)}>
      <EmailForm save={save} onSaved={onSaved} />
    </I18nextProvider>,
  );

describe('useSaveOnSubmit', () => {
  it('hands the saved record on, with no alert', async () => {
    const onSaved = vi.fn();
    renderForm((values, { onSuccess }) => onSuccess({ id: values.email.length }), onSaved);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 17 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the server's message beside the field it names, and the rest in the alert", async () => {
    const refusal = new ApiError({
      kind: 'status',
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { email: ['That email is taken.'], agencyId: ['No such agency.'] },
    });
    renderForm((_values, { onError }) => onError(refusal));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That email is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('No such agency.');
  });
});
