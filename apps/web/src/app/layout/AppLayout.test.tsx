import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { signInAs, signOut } from '../../test/session.ts';

function setViewportWidth(width: number) {
  // happy-dom evaluates media queries against its window size.
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 900 });
}

describe('app layout', () => {
  afterEach(() => {
    setViewportWidth(1024);
  });

  it('has a skip link first, then banner, main and footer landmarks', async () => {
    renderApp('/en-us');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();

    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('switches between light and dark theme, and remembers the choice', async () => {
    const { unmount } = renderApp('/en-us');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));

    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem('hearth.theme')).toBe('dark');

    unmount();
    renderApp('/en-us');
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('switches language on the same page, and remembers the choice', async () => {
    const { router } = renderApp('/en-us/some/page?q=care#top');
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    expect(switcher).toHaveValue('en-US');

    await userEvent.selectOptions(switcher, 'Español (España)');

    expect(router.state.location).toMatchObject({
      pathname: '/es-es/some/page',
      search: '?q=care',
      hash: '#top',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es-ES');
    expect(document.documentElement).toHaveAttribute('lang', 'es-ES');
    expect(window.localStorage.getItem('hearth.locale')).toBe('es-ES');
  });

  it('shows the navigation in the app bar from the large breakpoint up', async () => {
    setViewportWidth(1280);
    renderApp('/en-ca');
    await screen.findByRole('heading', { level: 1 });

    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it("keeps a signed-in person's side bar a list of items, each holding its link", async () => {
    setViewportWidth(1280);
    const authDetails = await signInAs('agency');
    try {
      renderApp('/en-us/user', { authDetails });
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(screen.getByRole('banner')).queryByRole('navigation')).toBeNull();
      const list = within(nav).getByRole('list');
      const links = within(nav).getAllByRole('link');

      expect(links.length).toBeGreaterThan(1);
      expect([...list.children].map((child) => child.tagName)).toEqual(links.map(() => 'LI'));
      for (const link of links) {
        expect(link.parentElement?.tagName).toBe('LI');
      }
    } finally {
      await signOut();
    }
  });

  it('folds the navigation into a menu below the large breakpoint', async () => {
    setViewportWidth(360);
    renderApp('/en-ca');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument(),
    );
  });
});
