import {
  hubSummarySchema,
  itemResponse,
  listResponse,
  type ReferralDetail,
  referralDetailSchema,
} from '@hearth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settleRequests } from '../../test/pendingRequests.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signOut } from '../../test/session.ts';

// Against the real test server and its demo data: the demo agency runs Maple Shared Living and
// the demo partner refers people to it. Each test refers people of its own, with unique names.

const user = userEvent.setup({ delay: null });

async function mapleHubId(): Promise<number> {
  const hubs = listResponse(hubSummarySchema).parse(
    await asSignedIn('GET', '/api/shared-living-hubs?q=Maple%20Shared'),
  );
  return hubs.data[0]?.id ?? expect.fail('the demo hub is missing');
}

/** A referral by the demo partner (signed in and out again here). */
async function referredByPartner(lastName: string): Promise<ReferralDetail> {
  await signInAs('partner');
  const body = await asSignedIn('POST', '/api/shared-living/referrals', {
    hubId: await mapleHubId(),
    firstName: 'Iris',
    lastName,
  });
  await signOut();
  return itemResponse(referralDetailSchema).parse(body).data;
}

describe('referrals', () => {
  it('a partner refers a person to a hub through the form', async () => {
    const authDetails = await signInAs('partner-agent');
    const lastName = `Form${uniqueTag()}`;
    renderApp('/en-us/user/shared-living/referrals/new', { authDetails });

    const hub = await screen.findByRole('combobox', { name: 'Hub' });
    await waitFor(() => expect(within(hub).getByText('Maple Shared Living')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);

    await user.selectOptions(hub, 'Maple Shared Living');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nadia');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), lastName);
    await user.type(screen.getByRole('textbox', { name: 'Care needs' }), 'Help with meals');
    fireEvent.change(screen.getByLabelText('Admitted to hospital'), {
      target: { value: '2026-02-10' },
    });
    fireEvent.change(screen.getByLabelText('Discharged from hospital'), {
      target: { value: '2026-02-01' },
    });
    await user.click(screen.getByRole('button', { name: 'Send referral' }));
    expect(
      await screen.findByText('The discharge cannot come before the admission.'),
    ).toBeVisible();
    fireEvent.change(screen.getByLabelText('Discharged from hospital'), {
      target: { value: '2026-02-20' },
    });
    await user.click(screen.getByRole('button', { name: 'Send referral' }));

    expect(await screen.findByRole('heading', { name: `Nadia ${lastName}` })).toBeVisible();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Referral made')).toBeVisible();
    // The referring partner may withdraw it, nothing else.
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Put on hold' })).toBeNull();
    expect(screen.getByLabelText('Visit')).toBeDisabled();
    await signOut();
  });

  it('agency staff refer only to the hubs they run', async () => {
    const authDetails = await signInAs('agency-agent');
    renderApp('/en-us/user/shared-living/referrals/new', { authDetails });
    const hub = await screen.findByRole('combobox', { name: 'Hub' });
    expect(await within(hub).findByRole('option', { name: 'Maple Shared Living' })).toBeVisible();
    expect(within(hub).queryByRole('option', { name: 'Riverside Shared Homes' })).toBeNull();
    await signOut();
  });

  it('the hub sees its board with columns and metrics, and a partner’s new referral on it', async () => {
    const referral = await referredByPartner(`Board${uniqueTag()}`);
    const authDetails = await signInAs('agency');
    renderApp(`/en-us/user/shared-living/referrals?hubId=${referral.hub.id}`, { authDetails });

    expect(await screen.findByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible();
    // Each column counts its own status with its own request, so each heading is awaited.
    expect(await screen.findByRole('heading', { name: /^Open \(\d+\)$/ })).toBeVisible();
    expect(await screen.findByRole('heading', { name: /^On hold \(\d+\)$/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Closed \(\d+\)$/ })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: `Iris ${referral.lastName}` }),
    ).toBeInTheDocument();
    const metrics = screen.getByRole('region', { name: 'Referral metrics' });
    expect(within(metrics).getByText('Average hospital stay')).toBeVisible();
    expect(await within(metrics).findAllByText(/days \(n = \d+\)/)).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Refer a person' })).toBeVisible();
    await signOut();
  });

  it('the hub records a milestone and closes a referral with a reason', async () => {
    const referral = await referredByPartner(`Close${uniqueTag()}`);
    const authDetails = await signInAs('agency');
    renderApp(`/en-us/user/shared-living/referrals/${referral.id}`, { authDetails });

    const visit = await screen.findByLabelText('Visit');
    fireEvent.change(visit, { target: { value: referral.createdAt.slice(0, 10) } });
    await user.click(screen.getByRole('button', { name: 'Save milestones' }));
    expect(await screen.findByText('Milestones saved.')).toBeVisible();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText(/^Visit: /)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status to Closed' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Closed' }));
    expect(await within(dialog).findByText('Choose why the referral closes.')).toBeVisible();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Close reason' }),
      'Other',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Closed' }));
    expect(
      await within(dialog).findByText('Say in a few words why, as the reason is "Other".'),
    ).toBeVisible();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Close reason' }),
      'Not interested',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: Closed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Found by waiting: while the dialog fades out, the page behind it is still hidden from the tree.
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Not interested')).toBeVisible();
    expect(within(status).getByRole('button', { name: 'Reopen' })).toBeVisible();
    expect(within(timeline).getByText('Status changed from Open to Closed')).toBeVisible();
    await signOut();
  });

  it('the hub places the person in one of its homes, with billing', async () => {
    const referral = await referredByPartner(`Place${uniqueTag()}`);
    const authDetails = await signInAs('agency');
    renderApp(`/en-us/user/shared-living/referrals/${referral.id}`, { authDetails });

    const placement = await screen.findByRole('region', { name: 'Placement' });
    expect(within(placement).getByText('Not placed yet')).toBeVisible();
    const home = within(placement).getByRole('combobox', { name: 'Home' });
    const cedar = await within(home).findByRole('option', {
      name: /^Cedar Cottage \(\d+ places? free\)$/,
    });
    await user.selectOptions(home, cedar);
    const rate = within(placement).getByRole('textbox', { name: 'Rate in dollars' });
    await user.type(rate, 'lots');
    await user.click(within(placement).getByRole('button', { name: 'Save placement' }));
    expect(await within(placement).findByText('This value is not valid')).toBeVisible();
    await user.clear(rate);
    await user.type(rate, '2500');
    await user.click(within(placement).getByRole('button', { name: 'Save placement' }));
    expect(await within(placement).findByText('Cedar Cottage, CA$2,500 Monthly')).toBeVisible();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText('Placed in Cedar Cottage')).toBeVisible();
    await signOut();
  });

  it('the hub edits a referral with the form filled in, naming its partner and coordinator', async () => {
    const referral = await referredByPartner(`Edit${uniqueTag()}`);
    const authDetails = await signInAs('agency');
    renderApp(`/en-us/user/shared-living/referrals/${referral.id}`, { authDetails });

    await user.click(await screen.findByRole('link', { name: 'Edit details' }));
    expect(await screen.findByRole('heading', { name: 'Edit referral', level: 1 })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Iris');
    expect(screen.getByRole('textbox', { name: 'Hub' })).toBeDisabled();
    const partner = screen.getByRole('combobox', { name: 'Referring partner' });
    expect(partner).toHaveValue('Riverside General Hospital');
    await user.clear(partner);
    await user.type(partner, 'riverside');
    await user.click(await screen.findByRole('option', { name: 'Riverside General Hospital' }));
    await user.type(screen.getByRole('combobox', { name: 'Care coordinator' }), 'emily');
    await user.click(await screen.findByRole('option', { name: /Emily Clarke/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a phone number of at least 7 digits.')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '416 555 0123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: `Iris ${referral.lastName}` })).toBeVisible();
    const person = screen.getByRole('region', { name: 'Person' });
    expect(within(person).getByText('Emily Clarke')).toBeVisible();
    expect(within(person).getByText('416 555 0123')).toBeVisible();
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(await within(timeline).findByText('Details changed')).toBeVisible();
    await signOut();
  });

  it('speaks Spanish, and tells other roles the board is not theirs', async () => {
    const agency = await signInAs('agency');
    const { unmount } = renderApp('/es-es/user/shared-living/referrals', { authDetails: agency });
    expect(await screen.findByRole('heading', { name: 'Derivaciones', level: 1 })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Indicadores de derivación' })).toBeVisible();
    // Unmounting mid-call would cut the board's requests.
    await settleRequests();
    unmount();
    await signOut();
    const caregiver = await signInAs('caregiver');
    renderApp('/en-us/user/shared-living/referrals', { authDetails: caregiver });
    expect(await screen.findByText('Not available to your role')).toBeVisible();
    await signOut();
  });
});
