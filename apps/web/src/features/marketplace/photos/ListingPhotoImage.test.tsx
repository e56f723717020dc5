import { LAZY_IMAGE_PLACEHOLDER, type Listing, type ListingPhoto, Locale } from '@hearth/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeIntersectionObserver,
  scrollIntoView,
} from '../../../test/fakeIntersectionObserver.ts';
import { renderWithProviders } from '../../../test/renderApp.tsx';
import { ListingCard } from '../search/ListingCard.tsx';
import { ListingPhotoImage } from './ListingPhotoImage.tsx';

const url = '/api/marketplace/listings/7/photos/21';

/** A 1600 px upload: its three sizes, the upload itself left out as wider than pages show. */
const resized: ListingPhoto = {
  id: 21,
  url,
  sources: [320, 640, 1280].map((width) => ({ url: `${url}?w=${width}`, width })),
};

const listing: Listing = {
  id: 7,
  product: 'homecare',
  agency: { id: 3, name: 'Maple Home Care' },
  name: 'Maple Home Care — In-home support',
  description: 'Personal care at home.',
  services: [],
  languageIds: [],
  careTypeIds: [],
  openDays: [],
  opensAt: null,
  closesAt: null,
  price: { minCents: 3200, maxCents: 4500, unit: 'hour' },
  latitude: 43.65,
  longitude: -79.38,
  city: { id: 1, name: 'Toronto' },
  photos: [resized, { ...resized, id: 22, url: `${url}2` }],
  rating: null,
  distanceKm: 1.2,
};

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListingPhotoImage', () => {
  it('offers every size by its width once in view, and nothing before', () => {
    render(<ListingPhotoImage photo={resized} sizes="100vw" alt="The home" />);
    const img = screen.getByRole('img', { name: 'The home' });
    expect(img).toHaveAttribute('src', LAZY_IMAGE_PLACEHOLDER);
    expect(img).not.toHaveAttribute('srcset');

    scrollIntoView(img);

    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute(
      'srcset',
      `${url}?w=320 320w, ${url}?w=640 640w, ${url}?w=1280 1280w`,
    );
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('offers a small upload as its own widest size', () => {
    const small: ListingPhoto = {
      id: 5,
      url,
      sources: [
        { url: `${url}?w=320`, width: 320 },
        { url, width: 500 },
      ],
    };
    render(<ListingPhotoImage photo={small} sizes="100vw" alt="The home" />);
    const img = screen.getByRole('img', { name: 'The home' });
    scrollIntoView(img);
    expect(img).toHaveAttribute('srcset', `${url}?w=320 320w, ${url} 500w`);
  });

  it('shows the upload alone while an older photo has no sizes yet', () => {
    render(<ListingPhotoImage photo={{ id: 5, url, sources: [] }} sizes="100vw" alt="The home" />);
    const img = screen.getByRole('img', { name: 'The home' });
    scrollIntoView(img);
    expect(img).toHaveAttribute('src', url);
    expect(img).not.toHaveAttribute('srcset');
  });
});

describe('a search result’s cover', () => {
  const expectedAlt: Record<Locale, string> = {
    'en-US': 'Photo of Maple Home Care — In-home support',
    'en-CA': 'Photo of Maple Home Care — In-home support',
    'es-ES': 'Foto de Maple Home Care — In-home support',
  };

  it.each(Locale.codes)(
    'is the first photo, in its sizes, for a card 180 px wide from 600 px (%s)',
    (locale) => {
      const router = createMemoryRouter(
        [{ path: '/', element: <ListingCard listing={listing} href="/listing" country="CA" /> }],
        { initialEntries: ['/'] },
      );
      renderWithProviders(<RouterProvider router={router} />, { locale });
      const cover = screen.getByRole('img', { name: expectedAlt[locale] });
      scrollIntoView(cover);
      expect(cover).toHaveAttribute('src', url);
      expect(cover).toHaveAttribute('srcset', expect.stringMatching(/^\S+\?w=320 320w, /));
      expect(cover).toHaveAttribute('sizes', '(min-width: 600px) 180px, 100vw');
    },
  );
});
