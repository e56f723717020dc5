import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { signInAs } from '../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../test/viewport.ts';

// Against the real test server and its demo data: the demo agency's out-of-fence check-in and
// missed visit of the demo day wait in its queue. These tests look and refuse; none saves.

const user = userEvent.setup({ delay: null });

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

describe('the visit exceptions queue', () => {
  it("lists the agency's open exceptions with their kind, phase and reason in words", async () => {
    setViewportWidth(1920);
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/visit-exceptions', { authDetails });

    const table = await screen.findByRole('table', { name: 'Visit exceptions' });
    const away = (await within(table).findByText('Away from the home')).closest('tr');
    expect(away).not.toBeNull();
    const row = within(away as HTMLElement);
    expect(row.getByText('Check-in')).toBeInTheDocument();
    expect(row.getByText('The client is staying at another address')).toBeInTheDocument();
    expect(row.getByText('Open')).toBeInTheDocument();
    expect(row.getByRole('button', { name: /^Correct the visit of / })).toBeInTheDocument();
    expect(within(table).getByText('Missed visit')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Exception' }), 'missed');
    await waitFor(() => expect(within(table).queryByText('Away from the home')).toBeNull());
    expect(within(table).getByText('Missed visit')).toBeInTheDocument();
  });

  it('shows cards on a phone, and says when nothing matches', async () => {
    setViewportWidth(360);
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/visit-exceptions?state=resolved&kind=offline', { authDetails });
    expect(await screen.findByText('No exceptions match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for a note before resolving, and for both codes before correcting a visit', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/visit-exceptions?kind=out_of_fence', { authDetails });
    const table = await screen.findByRole('table', { name: 'Visit exceptions' });

    await user.click(within(table).getByRole('button', { name: /^Resolve the exception of / }));
    const resolve = await screen.findByRole('dialog', { name: 'Resolve the exception' });
    await user.click(within(resolve).getByRole('button', { name: 'Resolve' }));
    expect(within(resolve).getByText('Say how the exception was resolved.')).toBeInTheDocument();
    await user.click(within(resolve).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: /^Correct the visit of / }));
    const correct = await screen.findByRole('dialog', { name: /^Correct the visit of / });
    const checkIn = await within(correct).findByRole('group', { name: 'Check-in' });
    // The caregiver's own check-in, about 2 km from the home, is shown beside the correction.
    expect(within(checkIn).getByText('Recorded by the caregiver')).toBeInTheDocument();
    await user.type(within(checkIn).getByRole('textbox', { name: 'Latitude' }), '43.6');
    await user.type(within(checkIn).getByRole('textbox', { name: 'Longitude' }), '-79.4');
    await user.click(within(correct).getByRole('button', { name: 'Save the correction' }));
    expect(
      await within(correct).findByText('Choose the reason for the change.'),
    ).toBeInTheDocument();
    expect(within(correct).getByText('Choose how the change was confirmed.')).toBeInTheDocument();
  });

  it('is not for caregivers', async () => {
    const authDetails = await signInAs('caregiver');
    renderApp('/en-us/user/visit-exceptions', { authDetails });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
  });
});

describe("a visit's details", () => {
  it('offer to correct a visit the caregiver accepted, in the change dialog', async () => {
    setViewportWidth(1920);
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/schedule', { authDetails });
    const [details] = await screen.findAllByRole('button', {
      name: /^Details of the visit of /,
    });
    await user.click(details as HTMLElement);
    const visit = await screen.findByRole('dialog', { name: /^Visit of / });
    await user.click(await within(visit).findByRole('button', { name: 'Correct this visit' }));
    const correct = await screen.findByRole('dialog', { name: /^Correct the visit of / });
    expect(await within(correct).findByRole('group', { name: 'Check-out' })).toBeInTheDocument();
    await user.click(within(correct).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Correct the visit of / })).toBeNull(),
    );
  });
});

describe("the client's home pin", () => {
  it("shows the patient's point and refuses a latitude off the globe", async () => {
    const authDetails = await signInAs('agency');
    const patients = (await (await fetch('/api/patients?perPage=1')).json()) as {
      data: { id: number }[];
    };
    renderApp(`/en-us/user/patients/${patients.data[0]?.id}`, { authDetails });
    const section = await screen.findByRole('region', { name: 'Home for visit check-ins' });
    const latitude = within(section).getByRole('textbox', { name: 'Latitude' });
    expect(latitude).not.toHaveValue('');
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(within(section).getByRole('button', { name: "Save the home's location" }));
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).getByRole('button', { name: 'Set on a map' })).toBeInTheDocument();
  });
});

describe('verification settings', () => {
  it("shows the agency's fence and windows and refuses a radius under the limit", async () => {
    const authDetails = await signInAs('agency');
    renderApp('/en-us/user/visit-verification', { authDetails });
    const radius = await screen.findByRole('spinbutton', {
      name: "Distance from the client's home",
    });
    expect(radius).toHaveValue(150);
    await user.clear(radius);
    await user.type(radius, '10');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText(/25/)).toBeInTheDocument();
    expect(radius).toHaveAttribute('aria-invalid', 'true');
  });
});
