import type { Locale } from '@hearth/domain';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp.tsx';
import { lazyPage } from '../routing/lazyPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

function Broken(): never {
  throw new Error('boom');
}

// One route, `/page`, whose element fails; any other path is a 404 from the router.
function renderAt(path: string, locale: Locale = 'en-US') {
  const router = createMemoryRouter(
    [{ path: '/page', element: <Broken />, errorElement: <RouteErrorPage /> }],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { locale });
}

describe('RouteErrorPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('apologises for a page that failed, logs why, and leads home', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/page', 'es-ES');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Algo ha salido mal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/es-es',
    );
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });

  it('shows the not-found page for a 404 from the router', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/elsewhere');

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  });

  it('offers a reload when a page’s code cannot be fetched (a release replaced it)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/page',
          // What the browser answers for a chunk the server no longer has.
          ...lazyPage(() =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
          ),
          errorElement: <RouteErrorPage />,
        },
      ],
      { initialEntries: ['/page'] },
    );
    renderWithProviders(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'A newer version of Hearth is available',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});
