import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('asks for more once its open list is scrolled near its end, not before', async () => {
    const more = vi.fn();
    renderWithProviders(
      <SearchPicker
        multiple
        label="Care team"
        options={Array.from({ length: 20 }, (_, index) => ({ id: index, label: `Carer ${index}` }))}
        loading={false}
        onSearch={noop}
        onScrolledToEnd={more}
        texts={{ loading: 'Loading…', noOptions: 'None' }}
        value={[]}
        onChange={noop}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const list = await screen.findByRole('listbox');
    // The page lays out no boxes here: the list's measures are given as a browser would.
    Object.defineProperty(list, 'scrollHeight', { value: 1000 });
    Object.defineProperty(list, 'clientHeight', { value: 200 });

    list.scrollTop = 300;
    fireEvent.scroll(list);
    expect(more).not.toHaveBeenCalled();

    list.scrollTop = 760;
    fireEvent.scroll(list);
    expect(more).toHaveBeenCalledTimes(1);
  });
});
