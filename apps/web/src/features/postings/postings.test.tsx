import {
  type Assessment,
  assessmentSchema,
  itemResponse,
  listResponse,
  patientSummarySchema,
} from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signOut } from '../../test/session.ts';

// Against the real test server and its demo data: the demo caregiver is a hired personal support
// worker of the demo agency, with an account. Each test books and posts care of its own, told
// apart on the shared board by a unique note.

const user = userEvent.setup({ delay: null });

async function caregiverName(): Promise<string> {
  const details = await signInAs('caregiver');
  await signOut();
  return details.user.name;
}

/** A pending personal-care booking of the demo agency (the agency owner is signed in). */
async function bookCare(): Promise<Assessment> {
  const patients = listResponse(patientSummarySchema).parse(
    await asSignedIn('GET', '/api/patients?perPage=1'),
  );
  const patientId = patients.data[0]?.id ?? expect.fail('the demo agency has no patients');
  const body = await asSignedIn('POST', '/api/assessments', {
    patientId,
    services: ['personal-care'],
    startDate: '2027-02-01',
    schedule: [{ weekDay: 4, start: '14:00', end: '16:00' }],
  });
  return itemResponse(assessmentSchema).parse(body).data;
}

/** The board's card that carries `note`. */
async function cardWith(note: string): Promise<HTMLElement> {
  const text = await screen.findByText(note);
  const card = text.closest('article');
  return card instanceof HTMLElement ? card : expect.fail('the note is not on a card');
}

describe('postings', () => {
  it('the agency posts a booking to its caregiver, who accepts it and then learns the patient', async () => {
    const name = await caregiverName();
    const authDetails = await signInAs('agency');
    const assessment = await bookCare();
    const note = `Thursday afternoons ${uniqueTag()}`;
    renderApp(`/en-us/user/assessments/${assessment.id}`, { authDetails });

    await user.click(await screen.findByRole('button', { name: 'Post to others' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post this booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(
      await within(dialog).findByText('Choose at least one caregiver or agency.'),
    ).toBeVisible();
    const ours = await within(dialog).findByRole('group', { name: 'Our caregivers' });
    await user.click(within(ours).getByRole('checkbox', { name: new RegExp(name) }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note for those offered' }), note);
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(/Posted\. Those offered see it/)).toBeVisible();
    await signOut();

    const caregiver = await signInAs('caregiver');
    renderApp('/en-us/user/postings', { authDetails: caregiver });
    const card = await cardWith(note);
    expect(within(card).queryByText(assessment.patient?.name ?? '')).toBeNull();
    expect(within(card).getByText('Open')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(within(card).getByText('Filled')).toBeVisible());
    expect(
      within(card).getByRole('heading', { name: assessment.patient?.name ?? '' }),
    ).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    await signOut();
  });

  it('shows the agency who answered its posting, and lets it withdraw', async () => {
    const authDetails = await signInAs('agency');
    const assessment = await bookCare();
    const candidates = await asSignedIn(
      'GET',
      `/api/postings/candidates?assessmentId=${assessment.id}`,
    );
    const caregiverIds = (
      candidates as { data: { caregivers: { id: number }[] } }
    ).data.caregivers.map((caregiver) => caregiver.id);
    const note = `Withdraw me ${uniqueTag()}`;
    await asSignedIn('POST', '/api/postings', { assessmentId: assessment.id, caregiverIds, note });
    renderApp('/en-us/user/postings?box=mine', { authDetails });

    expect(await screen.findByRole('tab', { name: 'Our postings', selected: true })).toBeVisible();
    const card = await cardWith(note);
    await user.click(within(card).getByRole('button', { name: 'Show responses' }));
    const responses = await within(card).findByRole('list', { name: 'Responses' });
    expect(within(responses).getAllByText('No answer yet').length).toBe(caregiverIds.length);
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(within(card).getByText('Withdrawn')).toBeVisible());
    await signOut();
  });

  it('speaks Spanish on the board', async () => {
    const authDetails = await signInAs('agency');
    renderApp('/es-es/user/postings', { authDetails });
    expect(await screen.findByRole('heading', { name: 'Tablón de ofertas' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Ofrecidas a mí' })).toBeVisible();
    await signOut();
  });
});
