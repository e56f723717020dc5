import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderApp.tsx';
import { SearchPicker } from './SearchPicker.tsx';

const noop = () => undefined;

describe('SearchPicker', () => {
  it("names its own buttons in the page's language", async () => {
    renderWithProviders(
      <SearchPicker
        label="Pagador"
        options={[{ id: 1, label: 'Sanitas' }]}
        loading={false}
        texts={{ loading: 'Cargando…', noOptions: 'Ninguno' }}
        value={null}
        onChange={noop}
      />,
      { locale: 'es-ES' },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));

    expect(await screen.findByRole('option', { name: 'Sanitas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
