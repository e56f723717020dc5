import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp.tsx';
import { rememberLocale } from './i18n/locale.ts';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('routes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    [['es-MX', 'en-US'], '/es-es', 'Cuidados para las personas que quiere, cerca de casa'],
    [['en-CA', 'fr-CA'], '/en-ca', 'Care for the people you love, close to home'],
    [['de-DE'], '/en-us', 'Care for the people you love, close to home'],
  ])('sends / with browser languages %j to %s', async (languages, base, heading) => {
    browserLanguages(languages);
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(base);
  });

  it('sends / to the language chosen earlier, whatever the browser says', async () => {
    browserLanguages(['en-US']);
    rememberLocale('es-ES');
    const { router } = renderApp('/');

    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/es-es');
  });

  it('puts a path without a locale under one, keeping query and hash', async () => {
    browserLanguages(['en-US']);
    const { router } = renderApp('/search?type=homecare#map');

    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(router.state.location).toMatchObject({
      pathname: '/en-us/search',
      search: '?type=homecare',
      hash: '#map',
    });
  });

  it('answers an unknown path with a 404 page that leads home', async () => {
    renderApp('/en-ca/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/en-ca',
    );
    // The brand is the product's until the server names the instance ("Hearth demo" here).
    await waitFor(() => expect(document.title).toMatch(/^Page not found · Hearth/));
  });

  it('sends a visitor from the signed-in area to sign in, with the way back', async () => {
    const { router } = renderApp('/es-es/user/users?page=2');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/es-es/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/es-es/user/users?page=2',
    );
  });

  it('shows the page in the language of its locale base, and says so on <html>', async () => {
    const { i18n } = renderApp('/es-es');

    await screen.findByRole('heading', { level: 1 });
    expect(i18n.language).toBe('es-ES');
    expect(document.documentElement).toHaveAttribute('lang', 'es-ES');
    await waitFor(() => expect(document.title).toMatch(/^Encontrar cuidados · Hearth/));
  });

  it('shows the three kinds of care on the home page', async () => {
    renderApp('/en-us');

    await screen.findByRole('heading', { level: 1 });
    const kinds = screen.getByRole('region', { name: 'Three kinds of care' });
    const titles = within(kinds)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Home care', 'Shared living', 'Adult day programs']);
  });
});
