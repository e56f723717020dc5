import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp.tsx';
import { CsvExportLink } from './CsvExportLink.tsx';

describe('CsvExportLink', () => {
  it('downloads the list when its filters match no more rows than the limit', () => {
    renderWithProviders(<CsvExportLink href="/api/x.csv?a=1" filename="x.csv" matching={100} />);

    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/x.csv?a=1');
    expect(link).toHaveAttribute('download', 'x.csv');
  });

  it('asks for narrower filters beyond the limit instead of offering a cut-short file', () => {
    renderWithProviders(<CsvExportLink href="/api/x.csv" filename="x.csv" matching={101} />, {
      locale: 'es-ES',
    });

    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Coinciden 101 filas; una exportación admite como máximo 100. Acota los filtros para exportar.',
    );
  });

  it('offers nothing to download from an empty list', () => {
    renderWithProviders(<CsvExportLink href="/api/x.csv" filename="x.csv" matching={0} />);

    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
