import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { fakeApi } from './fakeApi.ts';

describe('forgot password page', () => {
  it('asks for a valid address before sending', async () => {
    const requests = fakeApi({});
    const user = userEvent.setup();
    renderApp('/en-us/forgot-password');

    await user.type(await screen.findByLabelText(/Email/), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(
      'Enter an email address, for example name@example.org.',
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('gives the same answer whether or not the address has an account', async () => {
    const requests = fakeApi({ 'POST /api/auth/forgot-password': { status: 202 } });
    const user = userEvent.setup();
    renderApp('/en-us/forgot-password');

    await user.type(await screen.findByLabelText(/Email/), ' nobody@example.org ');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for nobody@example.org, we have sent it a link',
    );
    expect(requests.at(-1)?.body).toEqual({ email: 'nobody@example.org' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/en-us/sign-in',
    );
  });

  it('shows why the request failed, e.g. too many attempts', async () => {
    fakeApi({
      'POST /api/auth/forgot-password': {
        status: 429,
        data: { message: 'Too many requests. Try again in a minute.', code: 'rate_limited' },
      },
    });
    const user = userEvent.setup();
    renderApp('/en-us/forgot-password');

    await user.type(await screen.findByLabelText(/Email/), 'rosa@example.org');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });
});
