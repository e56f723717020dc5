import {
  type HubDetail,
  HubMemberStatus,
  hubDetailSchema,
  itemResponse,
  Role,
} from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { createUser, uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signInWith, signOut } from '../../test/session.ts';

// Against the real test server: each test founds a hub of the demo agency (as its owner) and
// makes a caregiver of its own, so the shared demo hub and accounts stay as they are.

const user = userEvent.setup({ delay: null });

async function foundHub(): Promise<HubDetail> {
  const body = await asSignedIn('POST', '/api/shared-living-hubs', { name: `Hub ${uniqueTag()}` });
  return itemResponse(hubDetailSchema).parse(body).data;
}

/** The person's row in the member table (their name also shows in the page's own menu). */
async function rowOf(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Hub members' });
  const cell = await within(table).findByText(name);
  return cell.closest('tr') ?? expect.fail(`${name} is not in a table row`);
}

describe('hub members', () => {
  it('a caregiver asks to join; the hub refuses with a reason, takes them back, and shows the history', async () => {
    const caregiver = await createUser({ role: Role.caregiver, name: `Cara ${uniqueTag()}` });
    await signInAs('agency');
    const hub = await foundHub();
    await signOut();

    const asCaregiver = await signInWith(caregiver.email, caregiver.password);
    const first = renderApp(`/en-us/user/shared-living/hubs/${hub.id}/members`, {
      authDetails: asCaregiver,
    });
    expect(await screen.findByText('You are not a member of this hub.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ask to join' }));
    expect(
      await screen.findByText("Your request to join is waiting for the hub's answer."),
    ).toBeVisible();
    first.unmount();
    await signOut();

    const owner = await signInAs('agency');
    renderApp(`/en-us/user/shared-living/hubs/${hub.id}/members`, { authDetails: owner });
    expect(await screen.findByRole('heading', { name: 'Memberships' })).toBeVisible();
    // The hub's own owner is not offered to join it.
    expect(screen.queryByRole('heading', { name: 'My membership' })).toBeNull();
    const row = await rowOf(caregiver.name);
    expect(within(row).getByText('Request pending')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: `Refuse ${caregiver.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Refuse: ${caregiver.name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Say why, in a few words.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No places left');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const refused = await rowOf(caregiver.name);
    expect(await within(refused).findByText('Removed by hub')).toBeVisible();
    expect(within(refused).getByText('No places left')).toBeVisible();

    await user.click(
      within(refused).getByRole('button', { name: `Take ${caregiver.name} back in` }),
    );
    expect(await within(await rowOf(caregiver.name)).findByText('Member')).toBeVisible();

    await user.click(
      within(await rowOf(caregiver.name)).getByRole('button', {
        name: `History of ${caregiver.name}`,
      }),
    );
    const history = await screen.findByRole('dialog', {
      name: `Membership history of ${caregiver.name}`,
    });
    const moves = await within(history).findAllByRole('listitem');
    expect(moves.map((move) => move.querySelector('span')?.textContent)).toStrictEqual([
      'No membership → Request pending',
      'Request pending → Removed by hub',
      'Removed by hub → Member',
    ]);
    expect(within(history).getByText(/Reason: No places left/)).toBeVisible();
    await user.click(within(history).getByRole('button', { name: 'Close' }));

    const filter = screen.getByRole('group', { name: 'Show only' });
    await user.click(within(filter).getByRole('button', { name: 'Request pending' }));
    expect(await screen.findByText('No membership has this status.')).toBeVisible();
    await signOut();
  });

  it('a member sees the other members by name only, and asks to leave', async () => {
    const caregiver = await createUser({ role: Role.caregiver, name: `Mo ${uniqueTag()}` });
    await signInAs('agency');
    const hub = await foundHub();
    await asSignedIn('POST', `/api/shared-living-hubs/${hub.id}/members/${caregiver.id}/status`, {
      to: HubMemberStatus.member,
    });
    await signOut();

    const asCaregiver = await signInWith(caregiver.email, caregiver.password);
    renderApp(`/en-us/user/shared-living/hubs/${hub.id}/members`, { authDetails: asCaregiver });
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeVisible();
    const row = await rowOf(caregiver.name);
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Show only' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave hub' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave this hub?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave hub' }));
    expect(await screen.findByText('You asked to leave; the hub will complete it.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Take back' }));
    expect(await screen.findByText('You are a member of this hub.')).toBeVisible();
    await signOut();
  });
});
