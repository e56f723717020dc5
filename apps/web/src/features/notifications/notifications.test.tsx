import { RealtimeConnectionState, Role } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoHomecareListingId, sendCareRequest } from '../../test/marketplaceRequests.ts';
import { renderApp, renderWithProviders } from '../../test/renderApp.tsx';
import { createAgency, createUser, uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInWith } from '../../test/session.ts';
import { ConnectionStatus } from '../realtime/index.ts';

// Against the real test server and its websocket server: the page connects with laravel-echo and
// pusher-js, as in a browser. Each test signs in as a new agent of the demo agency, whose care
// requests notify its staff; other test files may send some too, so counts are checked as rises.

const user = userEvent.setup({ delay: null });

async function signInNewAgent() {
  const agent = await createUser({ role: Role.agencyAgent });
  return signInWith(agent.email, agent.password);
}

const bell = (count: RegExp | string) => screen.findByRole('button', { name: count });

/** The toast that says `words`: another file's care request may toast beside it. */
const toastSaying = (words: string) =>
  waitFor(() => {
    const toast = screen.getAllByRole('alert').find((each) => each.textContent?.includes(words));
    if (toast === undefined) {
      throw new Error(`no toast says ${words}`);
    }
    return toast;
  });

describe('notification bell', () => {
  it('says there are none, and that live updates are connected', async () => {
    // An agency of its own: another file's care request to the demo agency would ring this bell.
    const agent = await createUser({ role: Role.agencyAgent, agencyIds: [await createAgency()] });
    const authDetails = await signInWith(agent.email, agent.password);
    renderApp('/en-us/user', { authDetails });

    expect(await screen.findByRole('img', { name: 'Live updates: connected' })).toBeInTheDocument();
    await user.click(await bell('Notifications, none unread'));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(panel).findByText(
        'You have no notifications yet. New ones appear here as they arrive.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('counts a new notification as it arrives, shows it, and marks it read when opened', async () => {
    const authDetails = await signInNewAgent();
    const { router } = renderApp('/en-us/user', { authDetails });
    await screen.findByRole('img', { name: 'Live updates: connected' });
    await bell(/^Notifications, /);

    const family = `Family ${uniqueTag()}`;
    await sendCareRequest(await demoHomecareListingId(), family);

    // High priority: a toast says it at once, to the eye and to screen readers.
    const toast = await toastSaying(`${family} sent a care request`);
    expect(toast).toHaveTextContent('New care request');
    // Named for what it closes: the page under it may have a "Close" of its own.
    expect(within(toast).getByRole('button', { name: 'Dismiss this notification' })).toBeVisible();
    await user.click(await bell(/^Notifications, [1-9]\d* unread$/));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const item = await within(panel).findByRole('link', { name: new RegExp(family) });
    expect(item).toHaveAccessibleName(expect.stringMatching(/^Unread: New care request/));

    await user.click(item);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/en-us\/user\/assessments\/\d+$/),
    );
    await waitFor(async () => {
      const { data } = (await asSignedIn('GET', '/api/notifications?perPage=100')) as {
        data: { body: string; readAt: string | null }[];
      };
      expect(data.find((each) => each.body.includes(family))?.readAt).not.toBeNull();
    });
  });

  it('marks all read, in Spanish, with each kind worded in the reader’s language', async () => {
    const authDetails = await signInNewAgent();
    renderApp('/es-es/user', { authDetails });
    await screen.findByRole('img', { name: 'Actualizaciones en directo: conectadas' });
    await bell(/^Notificaciones, /);

    const family = `Familia ${uniqueTag()}`;
    await sendCareRequest(await demoHomecareListingId(), family);
    await user.click(await bell(/^Notificaciones, [1-9]\d* sin leer$/));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(
      await within(panel).findByText(`${family} ha enviado una solicitud de cuidados`, {
        exact: false,
      }),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Marcar todas como leídas' }));
    // What was there is read; a care request another file sends meanwhile would come in unread.
    await waitFor(() =>
      expect(
        within(panel).getByRole('link', { name: new RegExp(family) }),
      ).not.toHaveAccessibleName(/^Sin leer:/),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    const closedBell = await bell(/^Notificaciones, /);
    await waitFor(() => expect(closedBell).toHaveFocus());
  });
});

describe('connection indicator', () => {
  const words: Record<RealtimeConnectionState, string> = {
    connecting: 'Live updates: connecting',
    connected: 'Live updates: connected',
    unavailable: 'Live updates: unavailable, trying again',
    failed: 'Live updates: not supported by this browser',
    disconnected: 'Live updates: disconnected',
  };

  it('names each of the five states in words, each with its own icon', async () => {
    const icons = new Set<string>();
    for (const state of RealtimeConnectionState.codes) {
      const { unmount } = renderWithProviders(<ConnectionStatus state={state} />);
      const indicator = screen.getByRole('img', { name: words[state] });
      icons.add(indicator.querySelector('svg')?.getAttribute('data-testid') ?? '');
      await user.hover(indicator);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(words[state]);
      unmount();
    }
    expect(icons.size).toBe(RealtimeConnectionState.codes.length);
  });

  it('goes away when the person signs out, with the connection', async () => {
    const authDetails = await signInNewAgent();
    renderApp('/en-us/user', { authDetails });
    await screen.findByRole('img', { name: 'Live updates: connected' });
    await user.click(screen.getByRole('button', { name: new RegExp(authDetails.user.name) }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: /^Live updates/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});
