import {
  type HubDetail,
  HubMemberStatus,
  hubDetailSchema,
  itemResponse,
  Role,
} from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { createUser, uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signInWith, signOut } from '../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../test/viewport.ts';

// Against the real test server: each test founds a hub of the demo agency (as its owner) with a
// caregiver member of its own, and plans its events on the 10th of this month.

const user = userEvent.setup({ delay: null });

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

const now = new Date();
const pad = (value: number) => String(value).padStart(2, '0');
const localInput = (day: number, hour: number) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(day)}T${pad(hour)}:00`;

/** A hub of the demo agency with `memberId` a member, founded as its owner (who stays signed in). */
async function hubWithMember(memberId: number): Promise<HubDetail> {
  const body = await asSignedIn('POST', '/api/shared-living-hubs', { name: `Hub ${uniqueTag()}` });
  const hub = itemResponse(hubDetailSchema).parse(body).data;
  await asSignedIn('POST', `/api/shared-living-hubs/${hub.id}/members/${memberId}/status`, {
    to: HubMemberStatus.member,
  });
  return hub;
}

describe('hub events', () => {
  it('the hub plans an event on the month grid; a member says they will attend, on a phone', async () => {
    setViewportWidth(1920);
    const caregiver = await createUser({ role: Role.caregiver, name: `Eve ${uniqueTag()}` });
    const owner = await signInAs('agency');
    const hub = await hubWithMember(caregiver.id);
    const first = renderApp(`/en-us/user/shared-living/hubs/${hub.id}/events`, {
      authDetails: owner,
    });
    expect(await screen.findByText('No events this month.')).toBeVisible();
    expect(screen.getByRole('grid', { name: 'Events by day' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'New event' }));
    const form = await screen.findByRole('dialog', { name: 'New event' });
    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Museum visit');
    await user.type(within(form).getByLabelText(/Starts/), localInput(10, 14));
    await user.type(within(form).getByLabelText(/Ends/), localInput(10, 11));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The end must not be before the start.')).toBeVisible();
    await user.clear(within(form).getByLabelText(/Ends/));
    await user.type(within(form).getByLabelText(/Ends/), localInput(10, 17));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const dayName = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(
      new Date(now.getFullYear(), now.getMonth(), 10),
    );
    const day = screen.getByRole('gridcell', { name: dayName });
    expect(await within(day).findByRole('button', { name: /Museum visit/ })).toBeVisible();
    first.unmount();
    await signOut();

    setViewportWidth(360);
    const asCaregiver = await signInWith(caregiver.email, caregiver.password);
    renderApp(`/en-us/user/shared-living/hubs/${hub.id}/events`, { authDetails: asCaregiver });
    const agendaDay = await screen.findByRole('region', {
      name: new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }).format(new Date(now.getFullYear(), now.getMonth(), 10)),
    });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New event' })).toBeNull();
    await user.click(within(agendaDay).getByRole('button', { name: /Museum visit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Museum visit' });
    expect(within(dialog).getByText('Nobody has said they will attend yet.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: "I'll attend" }));
    expect(await within(dialog).findByText('You are attending.')).toBeVisible();
    expect(within(dialog).getByText(caregiver.name)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Not attending' }));
    expect(await within(dialog).findByText('You have not said you will attend.')).toBeVisible();
    await signOut();
  });

  it('the hub edits an event, then cancels it: it stays on the calendar, marked cancelled', async () => {
    const caregiver = await createUser({ role: Role.caregiver });
    const owner = await signInAs('agency');
    const hub = await hubWithMember(caregiver.id);
    const startsAt = new Date(now.getFullYear(), now.getMonth(), 10, 9);
    await asSignedIn('POST', `/api/hub/${hub.id}/hub-events`, {
      title: 'Team meeting',
      kind: 'meeting',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    });
    renderApp(`/en-us/user/shared-living/hubs/${hub.id}/events`, { authDetails: owner });
    await user.click(await screen.findByRole('button', { name: /Team meeting/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Team meeting' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const form = await screen.findByRole('dialog', { name: 'Edit event' });
    const title = within(form).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Team meeting');
    await user.type(title, ' (all staff)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // Saved, the event's own dialog shows it again, changed.
    const dialog = await screen.findByRole('dialog', { name: 'Team meeting (all staff)' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Team meeting (all staff)?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel event' }));
    expect(await within(dialog).findByText('This event is cancelled.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    await signOut();
  });

  it('tells someone outside the hub that its calendar is for members', async () => {
    const outsider = await createUser({ role: Role.caregiver });
    await signInAs('agency');
    const hub = await hubWithMember((await createUser({ role: Role.caregiver })).id);
    await signOut();
    const details = await signInWith(outsider.email, outsider.password);
    renderApp(`/en-us/user/shared-living/hubs/${hub.id}/events`, { authDetails: details });
    expect(
      await screen.findByText(/Only the hub's members and those who run it see its calendar/),
    ).toBeVisible();
    await signOut();
  });

  it('the hub adds a member to the attendees and takes them off again', async () => {
    const caregiver = await createUser({ role: Role.caregiver, name: `Ann ${uniqueTag()}` });
    const owner = await signInAs('agency');
    const hub = await hubWithMember(caregiver.id);
    const startsAt = new Date(now.getFullYear(), now.getMonth(), 10, 9);
    await asSignedIn('POST', `/api/hub/${hub.id}/hub-events`, {
      title: 'Cooking class',
      kind: 'training',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    });
    renderApp(`/en-us/user/shared-living/hubs/${hub.id}/events`, { authDetails: owner });
    await user.click(await screen.findByRole('button', { name: /Cooking class/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cooking class' });
    await user.click(await within(dialog).findByRole('combobox', { name: 'Add a member' }));
    await user.click(await screen.findByRole('option', { name: caregiver.name }));
    const remove = await within(dialog).findByRole('button', {
      name: `Take ${caregiver.name} off the attendees`,
    });
    expect(within(dialog).getByText('1 attending')).toBeVisible();
    await user.click(remove);
    expect(await within(dialog).findByText('Nobody has said they will attend yet.')).toBeVisible();
    await signOut();
  });

  it('speaks Spanish, with weeks from Monday', async () => {
    setViewportWidth(1280);
    const caregiver = await createUser({ role: Role.caregiver });
    await signInAs('agency');
    const hub = await hubWithMember(caregiver.id);
    await signOut();
    const details = await signInWith(caregiver.email, caregiver.password);
    renderApp(`/es-es/user/shared-living/hubs/${hub.id}/events`, { authDetails: details });
    expect(await screen.findByText('No hay eventos este mes.')).toBeVisible();
    const grid = screen.getByRole('grid', { name: 'Eventos por día' });
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('lun');
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Nuevo evento' })).toBeNull();
    await signOut();
  });
});
