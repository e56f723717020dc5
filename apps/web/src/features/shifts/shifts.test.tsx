import {
  type Assessment,
  AssessmentStatus,
  assessmentSchema,
  careDay,
  itemResponse,
  listResponse,
  patientSummarySchema,
  shiftSchema,
} from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderApp } from '../../test/renderApp.tsx';
import { asSignedIn, signInAs } from '../../test/session.ts';

// Against the real test server and its demo data; each test books its own care.

const user = userEvent.setup({ delay: null });
const FORBIDDEN = 'Not available to your role';

/** A scheduled booking of the demo agency: company on Mondays 09:00–11:00 from a future date. */
async function scheduledBooking(startDate: string): Promise<Assessment> {
  const patients = listResponse(patientSummarySchema).parse(
    await asSignedIn('GET', '/api/patients?perPage=1'),
  );
  const patientId = patients.data[0]?.id ?? expect.fail('the demo agency has no patients');
  const booked = itemResponse(assessmentSchema).parse(
    await asSignedIn('POST', '/api/assessments', {
      patientId,
      services: ['companionship'],
      startDate,
      schedule: [{ weekDay: 1, start: '09:00', end: '11:00' }],
    }),
  ).data;
  await asSignedIn('POST', `/api/assessments/${booked.id}/status`, {
    to: AssessmentStatus.scheduled,
  });
  return booked;
}

/**
 * Stops the page's clock on the day of the signed-in caregiver's visit under way. The demo plans
 * it on the day it was seeded, which just after midnight is already yesterday.
 */
async function stopClockOnVisitUnderWay() {
  const now = Date.now();
  for (const instant of [now, now - 86_400_000]) {
    const mine = z
      .object({ data: z.array(shiftSchema) })
      .parse(await asSignedIn('GET', `/api/my/shifts?date=${careDay(new Date(instant))}`)).data;
    if (mine.some((shift) => shift.checkIn !== null && shift.checkOut === null)) {
      vi.useFakeTimers({ toFake: ['Date'], now: instant });
      return;
    }
  }
  expect.fail('the demo caregiver has no visit under way');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('shifts', () => {
  it('plans a booking’s shifts and lists the caregivers who can take one, with why others cannot', async () => {
    const authDetails = await signInAs('agency');
    const booking = await scheduledBooking('2027-03-01');
    renderApp(`/en-us/user/assessments/${booking.id}`, { authDetails });

    const section = await screen.findByRole('region', { name: 'Shifts' });
    expect(
      await within(section).findByText('No shifts planned yet. Plan them from the schedule.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Plan the next 4 weeks' }));
    expect(await within(section).findByText('4 new shifts planned.')).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: 'Shifts of this booking' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByText('Unassigned')).toHaveLength(4);

    await user.click(within(list).getAllByRole('button', { name: /^Assign:/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Assign a caregiver' });
    expect(within(dialog).getByText('Monday, March 1, 9:00 AM – 11:00 AM')).toBeInTheDocument();
    const ineligible = await within(dialog).findByRole('list', { name: 'Cannot take this shift' });
    // Applicants are listed with their reason; company needs no licence, so only time rules out.
    expect(within(ineligible).getAllByText(/Not hired yet|Not available at this time/).length).toBe(
      within(ineligible).getAllByRole('listitem').length,
    );
  });

  it('plans again without doubling, and says so', async () => {
    const authDetails = await signInAs('agency');
    const booking = await scheduledBooking('2027-04-05');
    await asSignedIn('POST', `/api/agency/assessments/${booking.id}/shifts/generate`, {});
    renderApp(`/en-us/user/assessments/${booking.id}`, { authDetails });
    const section = await screen.findByRole('region', { name: 'Shifts' });
    await within(section).findByRole('list', { name: 'Shifts of this booking' });
    await user.click(within(section).getByRole('button', { name: 'Plan the next 4 weeks' }));
    expect(
      await within(section).findByText('No new shifts: the coming weeks are already planned.'),
    ).toBeInTheDocument();
  });

  it('shows the calendar week with its shifts and keeps the view in the address', async () => {
    const authDetails = await signInAs('agency');
    const booking = await scheduledBooking('2027-05-03');
    await asSignedIn('POST', `/api/agency/assessments/${booking.id}/shifts/generate`, {});
    const { router } = renderApp('/en-us/user/schedule?date=2027-05-05', { authDetails });
    const day = await screen.findByRole('region', { name: 'Monday, May 3' });
    expect(within(day).getByText(new RegExp(booking.patient?.name ?? '-'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(router.state.location.search).toContain('view=month');
    // Four weeks were planned from 3 May: the month shows those four Mondays.
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: /^Monday, May/ })).toHaveLength(4),
    );
  });

  it('opens a caregiver’s day in Spanish', async () => {
    renderApp('/es-es/user/my-shifts', { authDetails: await signInAs('caregiver') });
    expect(await screen.findByRole('heading', { name: 'Mis turnos de hoy' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Cargando sus turnos')).toBeNull());
  });

  it('opens a planned visit for the agency: nothing recorded yet, no changes', async () => {
    const authDetails = await signInAs('agency');
    const booking = await scheduledBooking('2027-06-07');
    await asSignedIn('POST', `/api/agency/assessments/${booking.id}/shifts/generate`, {});
    renderApp(`/en-us/user/assessments/${booking.id}`, { authDetails });
    const list = await screen.findByRole('list', { name: 'Shifts of this booking' });
    const [first] = within(list).getAllByRole('button', { name: /^Details of the visit of / });
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /^Visit of / });
    const checkIn = within(dialog).getByRole('region', { name: 'Check-in' });
    expect(within(checkIn).getByText('Monday, June 7, 9:00 AM')).toBeInTheDocument();
    expect(within(checkIn).getByText('Not recorded')).toBeInTheDocument();
    expect(within(dialog).getByText('The client signs at check-out.')).toBeInTheDocument();
    expect(within(dialog).getByText('No tasks were ticked on this visit.')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('No changes: the visit is as the caregiver recorded it.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks at check-out for the client’s signature or why there is none, by keyboard too', async () => {
    const authDetails = await signInAs('caregiver');
    await stopClockOnVisitUnderWay();
    renderApp('/en-us/user/my-shifts', { authDetails });
    const [checkOut] = await screen.findAllByRole('button', { name: 'Check out' });
    await user.click(checkOut as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: /^Check out: / });
    expect(
      within(dialog).getByRole('img', { name: /^Signature pad for .*: sign here/ }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Have the client sign to check out' }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'The client could not sign' }));
    expect(within(dialog).queryByRole('img', { name: /^Signature pad/ })).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Choose why the client could not sign' }),
    ).toBeDisabled();
    within(dialog).getByRole('radio', { name: 'The client was asleep' }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('button', { name: 'Check out' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the visit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps agency staff off the caregiver page and caregivers off the calendar', async () => {
    const staff = renderApp('/en-us/user/my-shifts', { authDetails: await signInAs('agency') });
    expect(await screen.findByRole('heading', { name: FORBIDDEN })).toBeInTheDocument();
    staff.unmount();
    renderApp('/en-us/user/schedule', { authDetails: await signInAs('caregiver') });
    expect(await screen.findByRole('heading', { name: FORBIDDEN })).toBeInTheDocument();
  });
});
