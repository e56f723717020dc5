import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp.tsx';
import { SEARCH_DELAY_MS, SearchFilter } from './SearchFilter.tsx';

function renderSearch() {
  const onChange = vi.fn();
  const page = <SearchFilter label="Search" value="" onChange={onChange} />;
  const router = createMemoryRouter(
    [
      { path: '/list', element: page },
      { path: '/other', element: page },
    ],
    { initialEntries: ['/list'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { onChange, router };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Puts the words in the box in one input, as a paste does: typed key by key, a busy machine can
 * leave a gap longer than the search's wait between two keys, and search for half a word.
 */
async function enter(words: string) {
  await userEvent.click(screen.getByRole('searchbox', { name: 'Search' }));
  await userEvent.paste(words);
}

describe('SearchFilter', () => {
  it('applies what was typed once typing pauses', async () => {
    const { onChange } = renderSearch();

    await enter('Pacific');

    await vi.waitFor(() => expect(onChange).toHaveBeenCalled(), { timeout: 20_000 });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Pacific');
  });

  it('drops a pending search when the person moves to another page first', async () => {
    const { onChange, router } = renderSearch();

    await enter('Pacific');
    await act(() => router.navigate('/list?page=2'));
    await act(() => pause(SEARCH_DELAY_MS + 200));

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('drops a pending search when the person leaves for another list', async () => {
    const { onChange, router } = renderSearch();

    await enter('Pacific');
    await act(() => router.navigate('/other'));
    await act(() => pause(SEARCH_DELAY_MS + 200));

    expect(onChange).not.toHaveBeenCalled();
  });
});
