import { Role } from '@hearth/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { watchRequests } from '../../test/requests.ts';
import { createUser, lastMailTo } from '../../test/serverApi.ts';

async function askForLink(address: string) {
  const user = userEvent.setup();
  const view = renderApp('/en-us/forgot-password');
  await user.type(await screen.findByLabelText(/Email/), address);
  await user.click(screen.getByRole('button', { name: 'Send link' }));
  return view;
}

describe('forgot password page', () => {
  it('asks for a valid address before sending', async () => {
    const requests = watchRequests();
    await askForLink('not an address');

    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'Enter an email address, for example name@example.org.',
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('gives the same answer whether or not the address has an account', async () => {
    const requests = watchRequests();
    const { unmount } = await askForLink(' nobody@example.org ');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for nobody@example.org, we have sent it a link',
    );
    expect(requests.at(-1)?.body).toEqual({ email: 'nobody@example.org' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/en-us/sign-in',
    );
    unmount();

    const person = await createUser({ role: Role.user });
    await askForLink(person.email);

    expect(await screen.findByRole('status')).toHaveTextContent(
      `If an account exists for ${person.email}, we have sent it a link`,
    );
    expect(await lastMailTo(person.email)).toMatch(/reset-password\?token=/);
  });
});
