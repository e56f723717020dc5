import { Role } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { fakeApi, listOf, signedInAs } from './testing/fakeApi.ts';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
});

const failed = {
  id: 7,
  userId: 12,
  email: 'gus@example.org',
  succeeded: false,
  reason: 'wrong_password',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  createdAt: '2026-03-02T08:15:30.000Z',
};

describe('sign-in history page', () => {
  it('shows outcome with reason, address and a short browser name', async () => {
    api = fakeApi({ 'GET /api/logins': () => listOf([failed]) });
    renderApp('/en-us/user/sign-ins', { authDetails: signedInAs(Role.caregiver) });

    const table = await screen.findByRole('table', { name: 'Sign-in history' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('gus@example.org');
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('wrong password');
    expect(row).toHaveTextContent('203.0.113.9');
    expect(within(row as HTMLElement).getByText('Firefox 128 · Linux')).toHaveAttribute(
      'title',
      failed.userAgent,
    );
    expect(
      within(row as HTMLElement)
        .getByText(/2026/)
        .closest('time'),
    ).toHaveAttribute('datetime', failed.createdAt);
  });

  it('sends the outcome and the days chosen as the server expects them', async () => {
    api = fakeApi({ 'GET /api/logins': () => listOf([failed]) });
    const { router } = renderApp('/en-us/user/sign-ins?from=2026-03-01&to=2026-03-02', {
      authDetails: signedInAs(Role.admin),
    });
    await screen.findByRole('table', { name: 'Sign-in history' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Failed');

    expect(new URLSearchParams(router.state.location.search).get('outcome')).toBe('failed');
    await screen.findByRole('table', { name: 'Sign-in history' });
    expect(api.calls.at(-1)?.params).toMatchObject({
      succeeded: 'false',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 2, 23, 59, 59, 999).toISOString(),
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
  });
});
