import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { signInAs, signOut } from '../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../test/viewport.ts';

// Against the real test server. Each test signs up would-be hosts of its own, under a name no
// other test uses, and finds them in the pipeline by that name.

const user = userEvent.setup({ delay: null });

afterEach(async () => {
  setViewportWidth(DEFAULT_VIEWPORT_WIDTH);
  await signOut();
});

/** A sign-up sent the way the form sends it, without a session. */
async function signUpHost(name: string, location = 'hostSignUp'): Promise<void> {
  const response = await fetch('/api/shared-living/host-leads', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, phone: '416 555 0110', location, consent: true }),
  });
  expect(response.status).toBe(201);
}

async function openPipeline(query: string) {
  const authDetails = await signInAs('admin');
  renderApp(`/en-us/user/shared-living/host-leads?${query}`, { authDetails });
  // The page's code arrives after the route opens; its first column says it is there.
  await screen.findByRole('region', { name: 'New' });
}

/** The column of one status, by its heading. */
const column = (status: string) => screen.getByRole('region', { name: status });

describe('becoming a host', () => {
  it('asks for a way to reach the visitor, then thanks them with a reference', async () => {
    setViewportWidth(360);
    renderApp('/en-us/shared-living/become-a-host');
    expect(
      await screen.findByRole('heading', { name: 'Become a shared living host' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Become a shared living host'));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fix the 4 fields marked below.')).toBeVisible();
    expect(
      screen.getAllByText('Give an email address or a phone number, so we can reach you.'),
    ).toHaveLength(2);
    expect(screen.getByText('Tick the box so we may contact you about hosting.')).toBeVisible();

    const name = `Host ${uniqueTag()}`;
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), name);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '905 555 0123');
    await user.type(
      screen.getByRole('textbox', { name: 'City or town where you live' }),
      'Hamilton',
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'I agree to be contacted about becoming a host.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const thanks = await screen.findByRole('heading', {
      name: 'Thank you, we have your details',
    });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByTestId('host-lead-reference').textContent).toMatch(
      /^HL-[0-9A-Z]{4}-[0-9A-Z]{4}$/,
    );
  });

  it('is offered on the shared-living search, and records that the visitor came from there', async () => {
    const { router } = renderApp('/es-es/shared-living');
    const invitation = await screen.findByRole('complementary', {
      name: '¿Tiene una habitación para compartir?',
    });
    await user.click(within(invitation).getByRole('link', { name: 'Hacerme anfitrión' }));
    expect(router.state.location.pathname).toBe('/es-es/shared-living/become-a-host');
    expect(router.state.location.search).toBe('?from=landing');

    const name = `Landing ${uniqueTag()}`;
    await user.type(await screen.findByRole('textbox', { name: 'Su nombre' }), name);
    await user.type(
      screen.getByRole('textbox', { name: 'Correo electrónico' }),
      `${uniqueTag()}@example.org`,
    );
    await user.click(screen.getByRole('checkbox', { name: /Acepto que me contacten/ }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByRole('heading', { name: 'Gracias, hemos recibido sus datos' }),
    ).toBeVisible();

    await openPipeline(`q=${encodeURIComponent(name)}&location=landing`);
    expect(await within(column('New')).findByText(name)).toBeVisible();
  });
});

describe('the host-lead pipeline', () => {
  it('moves a lead to contacted, then declines it with a reason', async () => {
    const name = `Pipeline ${uniqueTag()}`;
    await signUpHost(name);
    await openPipeline(`q=${encodeURIComponent(name)}`);

    await user.click(await within(column('New')).findByRole('button', { name: new RegExp(name) }));
    let dialog = await screen.findByRole('dialog', { name: `${name} · New` });
    expect(within(dialog).getByRole('link', { name: '416 555 0110' })).toHaveAttribute(
      'href',
      'tel:416 555 0110',
    );
    expect(within(dialog).getByText('No moves yet.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Contacted' }));
    dialog = await screen.findByRole('dialog', { name: `${name} · Contacted` });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Moved to Contacted.');

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decline lead' }));
    expect(await within(dialog).findByText('Say why the lead is declined.')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason for declining' }),
      'No spare room',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline lead' }));
    dialog = await screen.findByRole('dialog', { name: `${name} · Declined` });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Moved to Declined.');
    expect(within(dialog).getByText('Contacted → Declined')).toBeVisible();
    expect(within(dialog).getByText('No spare room')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Reopen' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(column('Declined')).findByText(name)).toBeVisible();
    expect(within(column('New')).queryByText(name)).toBeNull();
    expect(within(column('Contacted')).queryByText(name)).toBeNull();
  });

  it('shows one status at a time on a phone, and says when a column is empty', async () => {
    setViewportWidth(360);
    const name = `Phone ${uniqueTag()}`;
    await signUpHost(name);
    await openPipeline(`q=${encodeURIComponent(name)}`);
    expect(await within(column('New')).findByText(name)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Approved' })).toBeNull();

    const statuses = screen.getByRole('group', { name: 'Status' });
    await user.click(within(statuses).getByRole('button', { name: 'Approved' }));
    expect(
      await within(column('Approved')).findByText('No leads match these filters.'),
    ).toBeVisible();
  });

  it('shows families’ leads when asked, not hosts', async () => {
    const name = `Kind ${uniqueTag()}`;
    await signUpHost(name);
    await openPipeline(`q=${encodeURIComponent(name)}`);
    expect(await within(column('New')).findByText(name)).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'careSeeker');
    expect(await within(column('New')).findByText('No leads match these filters.')).toBeVisible();
  });

  it('tells anyone but an administrator that the page is not theirs', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/shared-living/host-leads', { authDetails });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Host leads');
    expect(screen.queryByRole('region', { name: 'New' })).toBeNull();
  });
});
