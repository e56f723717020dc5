import { type HubDetail, hubDetailSchema, itemResponse } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signOut } from '../../test/session.ts';

// Against the real test server and its demo data: the demo agency runs Maple Shared Living. Tests
// that change a hub found one of their own (named with a unique tag) instead of the shared one.

const user = userEvent.setup({ delay: null });

/** A hub of the demo agency, founded through the API as its owner (who stays signed in). */
async function foundHub(name: string): Promise<HubDetail> {
  const body = await asSignedIn('POST', '/api/shared-living-hubs', { name });
  return itemResponse(hubDetailSchema).parse(body).data;
}

const totalOf = (name: string) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('shared living hubs', () => {
  it('the directory lists hubs with their operator and vacancies, and filters to mine', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/shared-living/hubs', { authDetails });
    expect(await screen.findByRole('heading', { name: 'Shared living hubs' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Maple Shared Living' });
    const row = link.closest('tr') ?? expect.fail('the hub is not in a table row');
    expect(within(row).getByText('Maple Home Care (agency)')).toBeVisible();
    expect(within(row).getByText('You run it')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Hubs I run');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Riverside Shared Homes' })).toBeNull(),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), uniqueTag());
    expect(await screen.findByText('No hub matches these filters.')).toBeVisible();
    await signOut();
  });

  it('the hub adds a cluster and a home to it, and the vacancies rise', async () => {
    const authDetails = await signInAs('agency');
    const hub = await foundHub(`Test hub ${uniqueTag()}`);
    renderApp(`/en-us/user/shared-living/hubs/${hub.id}`, { authDetails });
    expect(await screen.findByRole('heading', { level: 1, name: hub.name })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Referrals' })).toHaveAttribute(
      'href',
      `/en-us/user/shared-living/referrals?hubId=${hub.id}`,
    );
    expect(totalOf('Vacancies')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Add cluster' }));
    const clusterDialog = await screen.findByRole('dialog', { name: 'Add a cluster' });
    await user.type(within(clusterDialog).getByRole('textbox', { name: /Cluster name/ }), 'North');
    await user.click(within(clusterDialog).getByRole('button', { name: 'Save' }));
    const cluster = await screen.findByRole('region', { name: 'North' });

    await user.click(within(cluster).getByRole('button', { name: 'Add home' }));
    const homeDialog = await screen.findByRole('dialog', { name: 'Add a home to North' });
    await user.type(within(homeDialog).getByRole('textbox', { name: /Home name/ }), 'Willow');
    await user.type(within(homeDialog).getByRole('textbox', { name: /^Host\W*$/ }), 'Rosa Diaz');
    const capacity = within(homeDialog).getByRole('spinbutton', { name: /Capacity/ });
    await user.clear(capacity);
    await user.type(capacity, '25');
    await user.click(within(homeDialog).getByRole('button', { name: 'Save' }));
    expect(await within(homeDialog).findByText('Enter 20 or less')).toBeVisible();
    await user.clear(capacity);
    await user.type(capacity, '3');
    await user.click(within(homeDialog).getByRole('button', { name: 'Save' }));

    const home = await within(cluster).findByRole('article', { name: 'Willow' });
    expect(within(home).getByText('3 vacancies')).toBeVisible();
    expect(within(home).getByText('Rosa Diaz')).toBeVisible();
    await waitFor(() => expect(totalOf('Vacancies')).toBe('3'));
    expect(totalOf('Capacity')).toBe('3');
    await signOut();
  });

  it('a partner reading another operator’s hub sees hosts by name only, and no changes', async () => {
    const authDetails = await signInAs('partner-agent');
    renderApp('/en-us/user/shared-living/hubs', { authDetails });
    await user.click(await screen.findByRole('link', { name: 'Maple Shared Living' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maple Shared Living' }),
    ).toBeVisible();
    expect(await screen.findByRole('region', { name: 'East End' })).toBeVisible();
    expect(screen.getByText('Helen Park')).toBeVisible();
    expect(screen.queryByText('Host email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add cluster' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit hub' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Referrals' })).toBeNull();
    await signOut();
  });

  it('the hub edits its name and contact, and a bad email is told beside its field', async () => {
    const authDetails = await signInAs('agency');
    const hub = await foundHub(`Edit me ${uniqueTag()}`);
    renderApp(`/en-us/user/shared-living/hubs/${hub.id}`, { authDetails });
    await user.click(await screen.findByRole('link', { name: 'Edit hub' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, `${hub.name} renamed`);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid email')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'hub@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `${hub.name} renamed` }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'hub@example.test' })).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
    await signOut();
  });

  it('families are told the page is not for them', async () => {
    const authDetails = await signInAs('user');
    renderApp('/en-us/user/shared-living/hubs', { authDetails });
    expect(
      await screen.findByRole('heading', { name: 'Not available to your role' }),
    ).toBeVisible();
    await signOut();
  });

  it('an administrator founds a hub for a partner they choose', async () => {
    const authDetails = await signInAs('admin');
    const name = `Admin hub ${uniqueTag()}`;
    renderApp('/en-us/user/shared-living/hubs/new', { authDetails });
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Choose the agency or partner that runs the hub.'),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'A partner' }));
    await user.type(screen.getByRole('combobox', { name: /^Partner/ }), 'Riverside');
    await user.click(await screen.findByRole('option', { name: 'Riverside General Hospital' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByText('Riverside General Hospital (partner)')).toBeVisible();
    await signOut();
  });

  it('speaks Spanish', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/es-es/user/shared-living/hubs', { authDetails });
    expect(
      await screen.findByRole('heading', { name: 'Centros de vivienda compartida' }),
    ).toBeVisible();
    expect(await screen.findByRole('columnheader', { name: 'Plazas libres' })).toBeVisible();
    await signOut();
  });
});
