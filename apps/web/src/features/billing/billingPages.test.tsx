import { careDay } from '@hearth/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { uniqueTag } from '../../test/serverApi.ts';
import { signInAs } from '../../test/session.ts';

// Against the real test server and its demo catalogue and tax table. What a test adds carries a
// unique tag, since test files share the server.

const user = userEvent.setup({ delay: null });

async function openAsAdmin(path: string) {
  const authDetails = await signInAs('admin');
  return renderApp(path, { authDetails });
}

describe('the pricing page', () => {
  it('shows US dollars in the US locale, switches currency, and says tax comes on top', async () => {
    const { router } = renderApp('/en-us/pricing');

    const agencies = await screen.findByRole('region', { name: 'For agencies' });
    const starter = await within(agencies).findByRole('article', { name: 'Agency Starter' });
    expect(starter).toHaveTextContent('$39.00 per month');
    expect(starter).toHaveTextContent('5 staff accounts');
    expect(starter).toHaveTextContent('14-day free trial');
    expect(screen.getByText(/plus applicable sales tax/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'CAD' }));
    expect(router.state.location.search).toBe('?currency=CAD');
    expect(
      await within(agencies).findByText(
        (_text, node) => node?.textContent === 'CA$49.00 per month',
      ),
    ).toBeInTheDocument();
  });
});

describe('the products page', () => {
  it('checks the form in words that say what to do, then adds the product', async () => {
    await openAsAdmin('/en-us/user/billing/products');
    await screen.findByRole('table', { name: 'Membership products' });
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });

    await user.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '49.999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an amount such as 49 or 49.90.'),
    ).toBeInTheDocument();

    const name = `Clinic plan ${uniqueTag()}`;
    for (const language of ['English (United States)', 'English (Canada)', 'Spanish (Spain)']) {
      const group = within(dialog).getByRole('group', { name: `In ${language}` });
      await user.type(within(group).getByRole('textbox', { name: /^Name/ }), name);
      await user.type(within(group).getByRole('textbox', { name: /^Description/ }), 'Clinics.');
    }
    const price = within(dialog).getByRole('textbox', { name: /^Price/ });
    await user.clear(price);
    await user.type(price, '75');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Currency/ }), 'USD');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`${name} is on sale.`)).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: new RegExp(name) });
    expect(row).toHaveTextContent('$75.00 per month');
  });
});

describe('the tax rates page', () => {
  it('lists a country’s rates, and puts the server’s refusal of a day beside the field', async () => {
    await openAsAdmin('/en-us/user/billing/tax-rates');
    const table = await screen.findByRole('table', { name: 'Tax rates' });
    expect(within(table).getAllByRole('row', { name: /^ON/ })[0]).toHaveTextContent('HST 13%');

    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a new rate' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Province/ }), 'YT');
    await user.type(within(dialog).getByLabelText(/^In effect from/), careDay());
    await user.type(within(dialog).getByRole('textbox', { name: /^Tax 1 name/ }), 'GST');
    const percent = within(dialog).getByRole('spinbutton', { name: /^Tax 1 percent/ });
    await user.clear(percent);
    await user.type(percent, '6');
    await user.type(within(dialog).getByRole('textbox', { name: /^Source/ }), 'A test');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));

    expect(
      await within(dialog).findByText(/Choose a later day: a new rate starts tomorrow/),
    ).toBeInTheDocument();
  });
});
