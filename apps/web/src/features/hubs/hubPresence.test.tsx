import { type HubDetail, hubDetailSchema, itemResponse, REALTIME } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Pusher from 'pusher-js';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs } from '../../test/session.ts';

// Against the real websocket server: the page joins the hub's presence channel with laravel-echo,
// and another person (the demo administrator, who runs every hub) joins with pusher-js of their own.

const user = userEvent.setup({ delay: null });

async function foundHub(): Promise<HubDetail> {
  const body = await asSignedIn('POST', '/api/shared-living-hubs', { name: `Hub ${uniqueTag()}` });
  return itemResponse(hubDetailSchema).parse(body).data;
}

/** The demo administrator's own connection, authorized by their access token. */
function administratorJoins(channel: string): Pusher {
  const { origin, adminToken } = inject('webTestServer');
  const { hostname, port } = new URL(origin);
  const pusher = new Pusher('test-app-key', {
    cluster: '',
    wsHost: hostname,
    wsPort: Number(port),
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      endpoint: REALTIME.authEndpoint,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${adminToken}` },
    },
  });
  onTestFinished(() => pusher.disconnect());
  pusher.subscribe(channel);
  return pusher;
}

describe('who is online in a hub', () => {
  it('lists another person as they open the hub, and drops them as they leave', async () => {
    const authDetails = await signInAs('agency');
    const hub = await foundHub();
    renderApp(`/en-us/user/shared-living/hubs/${hub.id}`, { authDetails });
    const online = await screen.findByRole('region', { name: 'Online now' });
    expect(await within(online).findByText('Nobody else is here right now.')).toBeVisible();

    const administrator = administratorJoins(`presence-hubs.${hub.id}`);
    expect(await within(online).findByText(/· Administrator$/)).toBeVisible();

    administrator.disconnect();
    expect(await within(online).findByText('Nobody else is here right now.')).toBeVisible();
  });

  it('is not shown to someone who neither runs the hub nor belongs to it', async () => {
    const authDetails = await signInAs('partner-agent');
    renderApp('/en-us/user/shared-living/hubs', { authDetails });
    await user.click(await screen.findByRole('link', { name: 'Maple Shared Living' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maple Shared Living' }),
    ).toBeVisible();
    await screen.findByRole('img', { name: 'Live updates: connected' });
    expect(screen.queryByRole('region', { name: 'Online now' })).toBeNull();
  });
});
