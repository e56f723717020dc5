import { Role } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { createUser, resetLinkToken } from '../../test/serverApi.ts';
import { signInWith } from '../../test/session.ts';

const linkWith = (token: string) => `/en-us/reset-password?token=${encodeURIComponent(token)}`;
const password = () => screen.getByLabelText(/New password/);

/** A person who asked for a link, and the link's token as the mail has it. */
async function personWithLink(name?: string) {
  const person = await createUser({ role: Role.user, ...(name === undefined ? {} : { name }) });
  return { person, token: await resetLinkToken(person.email) };
}

async function choose(value: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/New password/), value);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('reset password page', () => {
  it('explains a link without a token and offers a new one', async () => {
    renderApp('/en-us/reset-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'the address you opened is incomplete',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
    expect(screen.queryByLabelText(/New password/)).toBeNull();
  });

  it('saves the new password with the token, then leads to sign in', async () => {
    const { person, token } = await personWithLink();
    renderApp(linkWith(token));

    await choose('juniper lantern orbit 78');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been saved.');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-us/sign-in',
    );
    await signInWith(person.email, 'juniper lantern orbit 78');
  });

  it('says when the link is used or expired, with a way to get another', async () => {
    renderApp(linkWith('abcdefghijklmnopqrstuvwxyz0123456789'));

    await choose('juniper lantern orbit 78');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is invalid, already used or expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  it('shows a refused password on the field', async () => {
    const { token } = await personWithLink('Rosa Diaz');
    renderApp(linkWith(token));

    await choose('rosa diaz rosa diaz');

    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        'Do not build the password from your name or email address.',
      ),
    );
    expect(password()).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets a visitor show what they typed, and offers a generated password', async () => {
    const user = userEvent.setup();
    renderApp(linkWith('abcdefghijklmnopqrstuvwxyz0123456789'));

    await user.type(await screen.findByLabelText(/New password/), 'secret words');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    // People choosing their first password from an invitation are signed out.
    expect(screen.getByRole('button', { name: 'Suggest a strong password' })).toBeVisible();
  });
});
