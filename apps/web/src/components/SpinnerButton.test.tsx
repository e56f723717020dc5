import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderApp.tsx';
import { SpinnerButton } from './SpinnerButton.tsx';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Working…' });
const saveButton = () => screen.queryByRole('button', { name: 'Save' });

describe('SpinnerButton', () => {
  it('is type="button", so clicking it does not submit its form', async () => {
    const submit = vi.fn();
    renderWithProviders(
      <form onSubmit={submit}>
        <SpinnerButton autoToggle={false}>Save</SpinnerButton>
      </form>,
    );
    expect(saveButton()).toHaveAttribute('type', 'button');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(submit).not.toHaveBeenCalled();
  });

  it('submits when asked to with type="submit"', async () => {
    const submit = vi.fn();
    renderWithProviders(
      <form onSubmit={submit}>
        <SpinnerButton type="submit">Save</SpinnerButton>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(submit).toHaveBeenCalledOnce();
  });

  it('shows a labelled spinner in place of the button once clicked', async () => {
    const onClick = vi.fn();
    renderWithProviders(<SpinnerButton onClick={onClick}>Save</SpinnerButton>);
    expect(spinner()).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onClick).toHaveBeenCalledOnce();
    expect(spinner()).toBeInTheDocument();
    expect(saveButton()).not.toBeInTheDocument();
  });

  it('comes back when the promise its onClick returned settles, focus and all', async () => {
    const work = deferred();
    renderWithProviders(<SpinnerButton onClick={() => work.promise}>Save</SpinnerButton>);
    const user = userEvent.setup();

    await user.tab();
    await user.keyboard('{Enter}');
    const progress = spinner();
    expect(progress).toBeInTheDocument();
    // The keyboard user's place moves to the spinner rather than back to the page's start.
    expect(progress?.parentElement).toHaveFocus();

    work.resolve();

    expect(await screen.findByRole('button', { name: 'Save' })).toHaveFocus();
    expect(spinner()).not.toBeInTheDocument();
  });

  it('with autoToggle={false} only calls onClick', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <SpinnerButton autoToggle={false} onClick={onClick}>
        Save
      </SpinnerButton>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onClick).toHaveBeenCalledOnce();
    expect(saveButton()).toBeInTheDocument();
    expect(spinner()).not.toBeInTheDocument();
  });

  it('is set and reset from outside through the spinning prop, never by its own clicks', async () => {
    const onClick = vi.fn();
    const { rerender } = renderWithProviders(
      <SpinnerButton spinning={false} onClick={onClick}>
        Save
      </SpinnerButton>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(spinner()).not.toBeInTheDocument();

    rerender(<SpinnerButton spinning>Save</SpinnerButton>);
    expect(spinner()).toBeInTheDocument();
    expect(saveButton()).not.toBeInTheDocument();

    rerender(<SpinnerButton spinning={false}>Save</SpinnerButton>);
    expect(saveButton()).toBeInTheDocument();
    expect(spinner()).not.toBeInTheDocument();
  });

  it('passes MUI Button props through', () => {
    renderWithProviders(
      <SpinnerButton variant="contained" color="secondary" disabled aria-describedby="hint">
        Save
      </SpinnerButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });

    expect(button).toBeDisabled();
    expect(button).toHaveClass('MuiButton-contained', 'MuiButton-colorSecondary');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
  });

  it('names its spinner in the page language', () => {
    renderWithProviders(<SpinnerButton spinning>Guardar</SpinnerButton>, { locale: 'es-ES' });

    expect(screen.getByRole('progressbar', { name: 'Procesando…' })).toBeInTheDocument();
  });
});
