import { Role } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { createUser, uniqueTag } from '../../test/serverApi.ts';
import { asSignedIn, signInAs, signInWith, signOut } from '../../test/session.ts';

// Against the real test server. Each test makes its own agency, owner and plan: the demo
// organisations are shared, and an organisation holds one live plan.

const user = userEvent.setup({ delay: null });

/** A new agency's owner, signed in, and a monthly plan in CAD with no trial, sold to agencies. */
async function ownerAndPlan() {
  await signInAs('admin');
  const agency = (await asSignedIn('POST', '/api/agencies', { name: `Agency ${uniqueTag()}` })) as {
    data: { id: number };
  };
  const name = `Web plan ${uniqueTag()}`;
  const plan = (await asSignedIn('POST', '/api/products', {
    names: { 'en-US': name, 'en-CA': name, 'es-ES': name },
    descriptions: { 'en-US': 'A plan.', 'en-CA': 'A plan.', 'es-ES': 'Un plan.' },
    buyerKinds: ['agency'],
    priceCents: 4_990,
    currency: 'CAD',
    unitOfMeasure: 3,
    entitlements: { listingSlots: 1, staffSeats: 5 },
    trialDays: 0,
  })) as { data: { id: number } };
  await signOut();
  const owner = await createUser({ role: Role.agency, agencyIds: [agency.data.id] });
  const authDetails = await signInWith(owner.email, owner.password);
  return { authDetails, planId: plan.data.id, name };
}

describe('checkout', () => {
  it('asks for the province, shows the tax of the one chosen, and subscribes by invoice', async () => {
    const { authDetails, planId, name } = await ownerAndPlan();
    const { router } = renderApp(`/en-ca/user/billing/checkout?product=${planId}`, {
      authDetails,
    });
    await screen.findByRole('article', { name });
    await user.click(screen.getByRole('radio', { name: /^Invoice/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Choose the province or state you are billed in.'),
    ).toBeInTheDocument();

    const province = screen.getByRole('combobox', { name: /^Province or state/ });
    // The provinces arrive with the reference data.
    await waitFor(() => expect(within(province).getAllByRole('option').length).toBeGreaterThan(10));
    await user.selectOptions(province, 'QC');
    const price = screen.getByRole('region', { name: 'Price' });
    expect(await within(price).findByText('QST (9.975%)')).toBeInTheDocument();
    expect(within(price).getByText('GST (5%)')).toBeInTheDocument();
    expect(within(price).getByText('$57.38')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Pre-authorized debit/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-ca/user/billing'));
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText(name)).toBeInTheDocument();
  });
});

describe('the Billing page', () => {
  it('cancels now after saying what that means, and then offers the plans again', async () => {
    const { authDetails, planId } = await ownerAndPlan();
    await asSignedIn('POST', '/api/subscriptions', {
      productId: planId,
      paymentMode: 2,
      invoiceSchedule: 2,
      country: 'CA',
      province: 'AB',
    });
    renderApp('/en-us/user/billing', { authDetails });
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText(/^Invoice of CA\$52\.40 on/)).toBeInTheDocument();
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog).toHaveTextContent('Nothing is refunded');
    await user.click(within(dialog).getByRole('radio', { name: /^Now/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByRole('region', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your plan' })).not.toBeInTheDocument();
  });
});

/** A new agency's plan billed by invoice in advance: its first invoice is owed at once. */
async function invoicedAgency() {
  const { planId } = await ownerAndPlan();
  await asSignedIn('POST', '/api/subscriptions', {
    productId: planId,
    paymentMode: 2,
    invoiceSchedule: 1,
    country: 'CA',
    province: 'ON',
  });
  const payments = (await asSignedIn('GET', '/api/subscription-payments')) as {
    data: { invoiceNumber: string; organisation: { id: number } }[];
  };
  const [invoice] = payments.data;
  if (invoice === undefined) {
    throw new Error('the invoice was not issued');
  }
  await signOut();
  return invoice;
}

describe("the administrators' billing lists", () => {
  it('voids an owed invoice with its reason from the payments list', async () => {
    const invoice = await invoicedAgency();
    const authDetails = await signInAs('admin');
    renderApp(
      `/en-ca/user/billing/payments?organisationKind=agency&organisationId=${invoice.organisation.id}&status=0`,
      { authDetails },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription payments' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Void ${invoice.invoiceNumber}` }));
    const dialog = await screen.findByRole('dialog', { name: `Void ${invoice.invoiceNumber}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Issued twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText(`${invoice.invoiceNumber} is voided.`)).toBeInTheDocument();
    expect(await screen.findByText('No payments match.')).toBeInTheDocument();
  });

  it('records the payment of an owed invoice with its reference and day', async () => {
    const invoice = await invoicedAgency();
    const authDetails = await signInAs('admin');
    renderApp(
      `/en-us/user/billing/payments?organisationKind=agency&organisationId=${invoice.organisation.id}`,
      { authDetails },
    );
    const label = `Record the payment of ${invoice.invoiceNumber}`;
    await user.click(await screen.findByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: label });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reference/ }), 'Cheque 1042');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      await screen.findByText(`The payment of ${invoice.invoiceNumber} is recorded.`),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Subscription payments' });
    expect(await within(table).findByText('Paid')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: label })).not.toBeInTheDocument();
  });

  it('lists the subscriptions of the organisation and status chosen', async () => {
    const invoice = await invoicedAgency();
    const authDetails = await signInAs('admin');
    renderApp(
      `/en-ca/user/billing/subscriptions?organisationKind=agency&organisationId=${invoice.organisation.id}&status=active`,
      { authDetails },
    );
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    expect(await within(table).findByText(`Agency ${invoice.organisation.id}`)).toBeInTheDocument();
    expect(within(table).getByText('Invoice')).toBeInTheDocument();
  });
});
