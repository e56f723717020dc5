import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

export type ChangeAddressParams = (
  edit: (next: URLSearchParams) => void,
  options?: NavigateOptions,
) => void;

type Pending = { from: string; next: URLSearchParams };

/**
 * The address's query, and a way to change part of it that builds on the change before.
 *
 * react-router hands a functional update the query as this render saw it: two changes made before
 * the next render (two date fields filled in a row on a busy phone) would both start from it, and
 * the second would undo the first. So a change starts from the last one asked for, as long as the
 * address has not moved since that one was asked.
 */
export function useAddressParams(): [URLSearchParams, ChangeAddressParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = useRef<Pending | null>(null);
  const shown = searchParams.toString();

  // Once the address shows anything else (the change, or a step back), the pending one is history.
  useEffect(() => {
    if (pending.current !== null && pending.current.from !== shown) {
      pending.current = null;
    }
  }, [shown]);

  const change = useCallback<ChangeAddressParams>(
    (edit, options) =>
      setSearchParams((rendered) => {
        const from = rendered.toString();
        const base = pending.current?.from === from ? pending.current.next : rendered;
        const next = new URLSearchParams(base);
        edit(next);
        pending.current = { from, next };
        return next;
      }, options),
    [setSearchParams],
  );
  return [searchParams, change];
}
