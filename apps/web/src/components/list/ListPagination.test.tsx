import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp.tsx';
import { ListPagination } from './ListPagination.tsx';

const noop = () => undefined;

describe('ListPagination', () => {
  it('names the page size select by its visible label, in the page language', () => {
    renderWithProviders(
      <ListPagination
        page={1}
        perPage={20}
        total={80}
        onPageChange={noop}
        onPerPageChange={noop}
      />,
      { locale: 'es-ES' },
    );

    expect(screen.getByRole('combobox', { name: 'Filas por página' })).toHaveValue('20');
  });
});
