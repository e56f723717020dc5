import { itemResponse, type OwnListing, ownListingSchema } from '@hearth/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp.tsx';
import { uniqueTag } from '../../../test/serverApi.ts';
import { asSignedIn, signInAs } from '../../../test/session.ts';

// Against the real test server: the demo agency (Maple Home Care) lists home care, shared living
// and a day program. Tests add drafts of their own and never publish them, since other test
// files search the same server's marketplace.

const user = userEvent.setup({ delay: null });

// A real 1×1 PNG, and a text file that only claims to be one.
const pngBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

async function newDraft(agencyId: number, name: string): Promise<OwnListing> {
  const body = await asSignedIn('POST', `/api/agencies/${agencyId}/listings`, {
    product: 'homecare',
    name,
    price: { minCents: 3000, maxCents: 4000, unit: 'hour' },
    latitude: 43.65,
    longitude: -79.38,
  });
  return itemResponse(ownListingSchema).parse(body).data;
}

describe('our listings', () => {
  it("lists the agency's listings, published or draft, filtered from the address", async () => {
    const authDetails = await signInAs('agency');
    const { router } = renderApp('/en-us/user/listings', { authDetails });

    const table = await screen.findByRole('table', { name: 'Our listings' });
    const homeCare = { name: 'Maple Home Care — In-home support' };
    const row = (await within(table).findByRole('link', homeCare)).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Published')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Home care')).toBeInTheDocument();
    // Staff keep their own agency's listings: no agency to pick.
    expect(screen.queryByRole('combobox', { name: 'Agency' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of care' }), 'adultDay');
    await waitFor(() => expect(router.state.location.search).toContain('product=adultDay'));
    await waitFor(() => expect(within(table).queryByRole('link', homeCare)).toBeNull());
    expect(
      within(table).getByRole('link', { name: 'Maple Home Care — Day program' }),
    ).toBeInTheDocument();
  });

  it('adds a draft: says what is wrong, places it by its city, then opens its editor', async () => {
    const authDetails = await signInAs('agency-agent');
    const name = `Evening care ${uniqueTag()}`;
    const { router } = renderApp('/en-us/user/listings/new', { authDetails });

    await user.type(await screen.findByRole('textbox', { name: /Name/ }), name);
    await user.type(screen.getByRole('textbox', { name: /Lowest price/ }), '45');
    await user.type(screen.getByRole('textbox', { name: /Highest price/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(
      await screen.findByText('The highest price must be at least the lowest.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Pick the city of the listing, or give its exact coordinates.'),
    ).toBeInTheDocument();

    const highest = screen.getByRole('textbox', { name: /Highest price/ });
    await user.clear(highest);
    await user.type(highest, '52.50');
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Toron');
    await user.click(await screen.findByRole('option', { name: /Toronto, ON/ }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Latitude' })).not.toHaveValue(''),
    );
    const services = screen.getByRole('group', { name: 'Services' });
    await user.click(within(services).getByRole('checkbox', { name: 'Companionship' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Create draft' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: `Edit ${name}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/en-us\/user\/listings\/\d+$/);
    expect(
      screen.getByText('This listing is a draft: only your agency can see it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Highest price/ })).toHaveValue('52.50');

    const nameBox = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(nameBox);
    await user.type(nameBox, `${name}, renamed`);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: `Edit ${name}, renamed` }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Services' })).getByRole('checkbox', {
        name: 'Companionship',
      }),
    ).toBeChecked();
  });

  it('uploads photos, refuses a fake one in Spanish, and reorders and deletes by buttons', async () => {
    const authDetails = await signInAs('agency');
    const draft = await newDraft(authDetails.organisation?.ids[0] ?? 0, `Fotos ${uniqueTag()}`);
    renderApp(`/es-es/user/listings/${draft.id}`, { authDetails });

    const photos = await screen.findByRole('region', { name: 'Fotos' });
    expect(within(photos).getByText(/Aún no hay fotos/)).toBeInTheDocument();
    const input = within(photos).getByLabelText('Añadir foto', { selector: 'input' });

    await user.upload(input, new File(['<svg></svg>'], 'falsa.png', { type: 'image/png' }));
    expect(await within(photos).findByRole('alert')).toHaveTextContent(
      'Suba una imagen JPEG, PNG o WebP.',
    );

    await user.upload(input, new File([pngBytes], 'uno.png', { type: 'image/png' }));
    await within(photos).findByRole('img', { name: /foto 1 de 1/ });
    await user.upload(input, new File([pngBytes], 'dos.png', { type: 'image/png' }));
    const gallery = await within(photos).findByRole('list', { name: 'Fotos' });
    await waitFor(() => expect(within(gallery).getAllByRole('listitem')).toHaveLength(2));
    const sources = () =>
      within(gallery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src'));
    const [first, second] = sources();

    await user.click(within(gallery).getByRole('button', { name: 'Mover antes la foto 2 de 2' }));
    await waitFor(() => expect(sources()).toEqual([second, first]));
    await user.click(within(gallery).getByRole('button', { name: 'Eliminar la foto 1 de 2' }));
    await waitFor(() => expect(sources()).toEqual([first]));
    expect(within(photos).getByText(/1 de 8 fotos/)).toBeInTheDocument();
  });

  it("asks an admin to pick an agency first, then lists that agency's", async () => {
    const authDetails = await signInAs('admin');
    const { router } = renderApp('/en-ca/user/listings', { authDetails });
    expect(
      await screen.findByText('Pick an agency to see and add its listings.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Agency' }), 'Maple');
    await user.click(await screen.findByRole('option', { name: 'Maple Home Care' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/agencyId=\d+/));
    const table = await screen.findByRole('table', { name: 'Our listings' });
    expect(
      await within(table).findByRole('link', { name: 'Maple Home Care — Shared living home' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add listing' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en-ca\/user\/listings\/new\?agencyId=\d+$/),
    );
  });

  it('tells a caregiver the page is not for them', async () => {
    const authDetails = await signInAs('caregiver');
    renderApp('/en-us/user/listings', { authDetails });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Our listings');
  });
});
