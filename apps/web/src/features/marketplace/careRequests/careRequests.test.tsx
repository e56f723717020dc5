import {
  agencySchema,
  isoDateFromToday,
  itemResponse,
  type Listing,
  listingSearchResponseSchema,
  surveyMetaSchema,
} from '@hearth/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { uniqueTag } from '../../../test/serverApi.ts';
import { signInAs } from '../../../test/session.ts';
import { DEFAULT_VIEWPORT_WIDTH, setViewportWidth } from '../../../test/viewport.ts';

// Against the real test server and the demo agency's demo listings. Each test sends requests of
// its own, under a name no other test uses.

const user = userEvent.setup({ delay: null });

afterEach(() => setViewportWidth(DEFAULT_VIEWPORT_WIDTH));

/** The demo agency's published home care listing, found as a family would: by searching. */
async function demoListing(): Promise<Listing> {
  const { adminToken, demoAgencyId } = inject('webTestServer');
  const agencyResponse = await fetch(`/api/agencies/${demoAgencyId}`, {
    credentials: 'omit',
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const agency = itemResponse(agencySchema).parse(await agencyResponse.json()).data;
  const { latitude, longitude } = agency.address;
  const search = await fetch(
    `/api/marketplace/homecare/listings?latitude=${latitude}&longitude=${longitude}&radiusKm=50&perPage=100`,
    { credentials: 'omit' },
  );
  const { data } = listingSearchResponseSchema.parse(await search.json());
  const listing = data.find((each) => each.agency.id === demoAgencyId);
  if (listing === undefined) {
    throw new Error('the demo agency has no home care listing');
  }
  return listing;
}

/** A request sent the way the form sends it, without a session. */
async function sendRequest(listingId: number, name: string): Promise<void> {
  const response = await fetch(`/api/marketplace/listings/${listingId}/care-requests`, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      kind: 'bookVisit',
      visitDate: isoDateFromToday(10),
      answers: {
        care_recipient: 'spouse',
        age_range: '85_plus',
        help_needed: ['companionship'],
        mobility: 'wheelchair',
        schedule: ['afternoons'],
        start_date: isoDateFromToday(14),
      },
      contact: {
        name,
        email: `${uniqueTag()}@example.org`,
        phone: null,
        preferredContact: 'email',
      },
      consent: true,
    }),
  });
  expect(response.status).toBe(201);
}

/** Answers every required question, gives a name and email, and agrees to share them. */
async function fillRequired(): Promise<void> {
  const who = screen.getByRole('group', { name: /Who needs care\?/ });
  await user.click(within(who).getByRole('radio', { name: 'My parent' }));
  await user.click(screen.getByRole('radio', { name: '75 to 84' }));
  const help = screen.getByRole('group', { name: /What help is needed\?/ });
  await user.click(within(help).getByRole('checkbox', { name: 'Meal preparation' }));
  await user.click(within(help).getByRole('checkbox', { name: 'Companionship' }));
  await user.click(screen.getByRole('radio', { name: 'Walks with a cane or walker' }));
  await user.click(screen.getByRole('checkbox', { name: 'Mornings' }));
  fireEvent.change(screen.getByLabelText(/When should care start\?/), {
    target: { value: isoDateFromToday(5) },
  });
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Rosa Familia');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'rosa@example.org');
  await user.click(screen.getByRole('checkbox', { name: /I agree that/ }));
}

/** Retires (or brings back) a survey question as the administrator. */
async function setQuestionRetired(id: number, retired: boolean): Promise<void> {
  const { adminToken } = inject('webTestServer');
  const response = await fetch(`/api/survey-questions/${id}/${retired ? 'retire' : 'unretire'}`, {
    method: 'POST',
    credentials: 'omit',
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status).toBe(200);
}

describe('requesting care', () => {
  it('checks the survey and contact before sending, then gives the reference', async () => {
    const listing = await demoListing();
    renderApp(`/en-us/homecare/listings/${listing.id}/request-care`);

    await screen.findByRole('heading', { level: 1, name: `Request care from ${listing.name}` });
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /answers need your attention before sending/,
    );
    // Who, age, help, mobility, when and start date are required.
    expect(screen.getAllByText(/Answer this question\./)).toHaveLength(6);
    expect(
      screen.getAllByText('Give an email address or a phone number so the provider can reach you.'),
    ).toHaveLength(2);
    expect(
      screen.getByText('Agree to share these details with the provider to send the request.'),
    ).toBeInTheDocument();

    await fillRequired();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    // The thanks takes the focus in an effect after it is drawn (as in the host sign-up test).
    const sent = await screen.findByRole('heading', { level: 1, name: 'Your request was sent' });
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.getByTestId('care-request-reference')).toHaveTextContent(/^CR-\w{4}-\w{4}$/);
    expect(screen.getByText(/They will use the way you preferred: Email\./)).toBeInTheDocument();
  });

  it("shows the server's refusal beside the question it is about", async () => {
    const listing = await demoListing();
    renderApp(`/en-us/homecare/listings/${listing.id}/request-care`);
    const livesAlone = await screen.findByRole('group', { name: /Does the person live alone\?/ });
    const question = surveyMetaSchema
      .parse((await (await fetch('/api/survey-meta', { credentials: 'omit' })).json()).data)
      .questions.find((each) => each.code === 'lives_alone');
    await fillRequired();
    await user.click(within(livesAlone).getByRole('radio', { name: 'Yes' }));
    // The survey changes while the family fills it in: the server no longer asks this.
    await setQuestionRetired(question?.id ?? 0, true);
    try {
      await user.click(screen.getByRole('button', { name: 'Send request' }));
      expect(
        await within(livesAlone).findByText('This question is no longer asked. Reload the page.'),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('heading', { name: 'Your request was sent' }),
      ).not.toBeInTheDocument();
    } finally {
      await setQuestionRetired(question?.id ?? 0, false);
    }
  });

  it('asks for a visit date when booking a visit', async () => {
    const listing = await demoListing();
    renderApp(`/en-us/homecare/listings/${listing.id}/request-care?kind=bookVisit`);

    const date = await screen.findByLabelText(/Preferred visit date/);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Choose a date for the visit.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Request care/ }));
    expect(date).not.toBeInTheDocument();
  });

  it('speaks Spanish on the Spanish page, survey included', async () => {
    const listing = await demoListing();
    renderApp(`/es-es/homecare/listings/${listing.id}/request-care`);

    await screen.findByRole('heading', { level: 1, name: `Solicitar cuidados a ${listing.name}` });
    expect(
      screen.getByRole('group', { name: /¿Quién necesita los cuidados\?/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeInTheDocument();
  });

  it("starts a signed-in family member's request with their own name and email, still editable", async () => {
    const listing = await demoListing();
    const authDetails = await signInAs('user');
    renderApp(`/en-us/homecare/listings/${listing.id}/request-care`, { authDetails });

    const name = await screen.findByRole('textbox', { name: /Your name/ });
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(name).toHaveValue(authDetails.user.name);
    expect(email).toHaveValue(authDetails.user.email);
    await user.clear(name);
    await user.type(name, 'Someone Else');
    expect(name).toHaveValue('Someone Else');
  });

  it("starts a visitor's request with empty contact details", async () => {
    const listing = await demoListing();
    renderApp(`/en-us/homecare/listings/${listing.id}/request-care`);
    expect(await screen.findByRole('textbox', { name: /Your name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
  });

  it('says when the listing is not available, or not under this kind of care', async () => {
    const listing = await demoListing();
    const { unmount } = renderApp('/en-us/homecare/listings/999999/request-care');
    expect(
      await screen.findByRole('heading', { name: 'This listing is not available' }),
    ).toBeInTheDocument();
    unmount();
    renderApp(`/en-us/day-program/listings/${listing.id}/request-care`);
    expect(
      await screen.findByRole('heading', { name: 'This listing is not available' }),
    ).toBeInTheDocument();
  });
});

describe('the provider’s inbox', () => {
  it('lists new requests with a count, and opening one shows the answers and marks it', async () => {
    const listing = await demoListing();
    const name = `Family ${uniqueTag()}`;
    await sendRequest(listing.id, name);
    const authDetails = await signInAs('agency');
    setViewportWidth(1920);
    renderApp('/en-us/user/care-requests?status=unseen&kind=bookVisit', { authDetails });

    const table = await screen.findByRole('table', { name: 'Care requests' });
    const link = await within(table).findByRole('link', { name });
    expect(
      screen.getByRole('link', { name: /Care requests \d+ new care requests?/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('unseen');

    await user.click(link);
    const answers = await screen.findByRole('region', { name: 'Answers' });
    expect(within(answers).getByText('Who needs care?')).toBeInTheDocument();
    expect(within(answers).getByText('My spouse or partner')).toBeInTheDocument();
    expect(within(answers).getByText('Uses a wheelchair')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText(name)).toBeInTheDocument();
    expect(screen.getByText(/Contact the family directly/)).toBeInTheDocument();
    // The request is answered from the assessment it opened.
    expect(screen.getByRole('link', { name: 'Open the assessment' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en-us\/user\/assessments\/\d+$/),
    );
    expect(screen.getByText('Opened')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: listing.name })).toHaveAttribute(
      'href',
      `/en-us/homecare/listings/${listing.id}`,
    );

    await user.click(screen.getByRole('link', { name: 'Back to care requests' }));
    await screen.findByRole('table', { name: 'Care requests' });
    await waitFor(() => expect(screen.queryByRole('link', { name })).not.toBeInTheDocument());
  });

  it('tells a caregiver the inbox is not for their role', async () => {
    const authDetails = await signInAs('caregiver');
    setViewportWidth(1920);
    renderApp('/en-us/user/care-requests', { authDetails });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Care requests/ })).not.toBeInTheDocument();
  });
});
