import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ChangeAddressParams, useAddressParams } from './useAddressParams.ts';

let change: ChangeAddressParams = () => undefined;

function Range() {
  const [params, changeParams] = useAddressParams();
  change = changeParams;
  return <output aria-label="query">{params.toString()}</output>;
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/leads', element: <Range /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const query = () => screen.getByRole('status', { name: 'query' }).textContent;

describe('useAddressParams', () => {
  it('keeps both of two changes made before the page renders again', async () => {
    renderAt('/leads?from=2026-11-20&to=2026-11-25');

    // One handler, two changes: React renders once, after both.
    await act(async () => {
      change((next) => next.set('to', '2026-11-26'));
      change((next) => next.set('from', '2026-11-26'));
    });

    expect(query()).toBe('from=2026-11-26&to=2026-11-26');
  });

  it('starts from the address shown once the person has stepped back', async () => {
    const router = renderAt('/leads?q=ada');
    await act(async () => change((next) => next.set('q', 'bea')));
    expect(query()).toBe('q=bea');

    await act(() => router.navigate(-1));
    expect(query()).toBe('q=ada');
    await act(async () => change((next) => next.set('page', '2')));

    expect(query()).toBe('q=ada&page=2');
  });
});
