import {
  itemResponse,
  listResponse,
  MedicationRoute,
  medicationSchema,
  patientSummarySchema,
} from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signOut } from '../../test/session.ts';

// Against the real test server and its demo data: the demo caregiver is on the care team of a
// demo patient. Each test adds a medication of its own, due a few minutes ago, so it has a dose
// no other test records.

const user = userEvent.setup({ delay: null });

async function caregiversPatientId(): Promise<number> {
  await signInAs('caregiver');
  const body = listResponse(patientSummarySchema).parse(
    await asSignedIn('GET', '/api/patients?perPage=1'),
  );
  await signOut();
  const [patient] = body.data;
  return patient?.id ?? expect.fail('the demo caregiver has no patients');
}

/**
 * A medication due ten minutes before `now` (UTC clock), added by the agency owner. Just after
 * midnight its dose falls at midnight instead: ten minutes ago would be yesterday, and today's
 * dose at that time a day ahead, too early to record. The test reads "today" from the same `now`,
 * so a midnight passing while it runs cannot move the day it looks at.
 */
async function dueMedication(patientId: number, now: number) {
  const at = new Date(
    Math.max(
      Math.floor(now / 60_000) * 60_000 - 10 * 60_000,
      Math.floor(now / 86_400_000) * 86_400_000,
    ),
  );
  await signInAs('agency');
  const body = await asSignedIn('POST', `/api/patients/${patientId}/medications`, {
    name: `Metoprolol ${uniqueTag()}`,
    dose: '25 mg',
    route: MedicationRoute.oral,
    times: [at.toISOString().slice(11, 16)],
    timeZone: 'UTC',
    startDate: new Date(now - 2 * 86_400_000).toISOString().slice(0, 10),
  });
  await signOut();
  return itemResponse(medicationSchema).parse(body).data;
}

async function chooseOption(field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('medication administration record', () => {
  it('the care team records a held dose, with the comment the reason requires', async () => {
    const patientId = await caregiversPatientId();
    const now = Date.now();
    const medication = await dueMedication(patientId, now);
    const authDetails = await signInAs('caregiver');
    const day = new Date(now).toISOString().slice(0, 10);
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      now,
    );
    const doseButton = (status: string) =>
      new RegExp(`^${medication.name} at .* on ${shown}: ${status}$`);
    renderApp(`/en-us/user/patients/${patientId}/mar?date=${day}`, { authDetails });

    const grid = await screen.findByRole('table', { name: 'Doses by medication and day' });
    await user.click(
      within(grid).getByRole('button', {
        name: doseButton('Not recorded'),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await chooseOption('What happened', 'Held');
    await chooseOption('Reason', 'Held for parameters');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A comment is required for this reason.'),
    ).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Comment' }),
      'Pulse 50; held per the parameters.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    const held = await within(grid).findByRole('button', {
      name: doseButton('Held'),
    });

    // A correction needs words of its own, and leaves the held entry readable, struck through.
    await user.click(held);
    const again = await screen.findByRole('dialog');
    expect(within(again).getByText(/Pulse 50; held per the parameters\./)).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Correct' }));
    expect(await within(again).findByText('Say why the entry is corrected.')).toBeInTheDocument();
    await user.type(
      within(again).getByRole('textbox', { name: 'Comment' }),
      'Given after the pulse was taken again.',
    );
    await user.click(within(again).getByRole('button', { name: 'Correct' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      await within(grid).findByRole('button', {
        name: doseButton('Administered, corrected'),
      }),
    );
    const history = await screen.findByRole('region', { name: 'Entries' });
    const struck = history.querySelector('del');
    expect(struck).toHaveTextContent('Held · Held for parameters · Pulse 50');
  });

  it('says so when no medication falls on the days shown, and moves by day on a phone', async () => {
    const patientId = await caregiversPatientId();
    const authDetails = await signInAs('agency');
    const { router } = renderApp(`/en-us/user/patients/${patientId}/mar?date=2000-01-05`, {
      authDetails,
    });
    expect(
      await screen.findByText(
        'No medications fall on these days. Pick other days, or add a medication.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?date=2000-01-12'));
  });
});
