import { listResponse, Role, signInRecordSchema } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { createUser, failedSignIn } from '../../test/serverApi.ts';
import { asSignedIn, signInWith } from '../../test/session.ts';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const signIns = listResponse(signInRecordSchema);

/** A caregiver, who sees only their own sign-ins: one refused from Firefox, then this one. */
async function caregiverWithHistory() {
  const caregiver = await createUser({ role: Role.caregiver });
  await failedSignIn(caregiver.email, firefox);
  const authDetails = await signInWith(caregiver.email, caregiver.password);
  return { caregiver, authDetails };
}

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const localDay = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');

describe('sign-in history page', () => {
  it('shows outcome with reason, address and a short browser name', async () => {
    const { caregiver, authDetails } = await caregiverWithHistory();
    const [refused] = signIns.parse(await asSignedIn('GET', '/api/logins?succeeded=false')).data;
    renderApp('/en-us/user/sign-ins', { authDetails });

    const table = await screen.findByRole('table', { name: 'Sign-in history' });
    const row = dataRows(table).find((each) => each.textContent?.includes('Failed'));
    expect(row).toHaveTextContent(caregiver.email);
    expect(row).toHaveTextContent('wrong password');
    expect(row).toHaveTextContent('127.0.0.1');
    expect(within(row as HTMLElement).getByText('Firefox 128 · Linux')).toHaveAttribute(
      'title',
      firefox,
    );
    // The row's one time element says when; the email may hold digits too, so it is found by tag.
    const when = row?.querySelector('time');
    expect(when).toHaveAttribute('datetime', refused?.createdAt);
    expect(when).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('asks the server for the outcome and the days chosen', async () => {
    const { authDetails } = await caregiverWithHistory();
    const today = localDay(new Date());
    const { router } = renderApp(`/en-us/user/sign-ins?from=${today}&to=${today}`, {
      authDetails,
    });
    // Today's sign-ins are in: the last day runs to its end, not to its midnight.
    const table = await screen.findByRole('table', { name: 'Sign-in history' });
    expect(dataRows(table)).toHaveLength(2);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Failed');

    expect(new URLSearchParams(router.state.location.search).get('outcome')).toBe('failed');
    await waitFor(() => expect(dataRows(screen.getByRole('table'))).toHaveLength(1));
    expect(screen.getByRole('table')).toHaveTextContent('wrong password');
    expect(screen.getByLabelText('From')).toHaveValue(today);
  });

  it('finds nothing on days before the sign-ins', async () => {
    const { authDetails } = await caregiverWithHistory();
    const yesterday = localDay(new Date(Date.now() - 86_400_000));
    renderApp(`/en-us/user/sign-ins?from=${yesterday}&to=${yesterday}`, { authDetails });

    expect(await screen.findByText(/No sign-ins match these filters/)).toBeVisible();
  });
});
