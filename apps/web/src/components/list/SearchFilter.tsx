import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long typing may pause before the list follows; short enough to feel live. */
export const SEARCH_DELAY_MS = 400;

export type SearchFilterProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A search box that applies what was typed after a pause (or at once on Enter), so the address and
 * the server see whole words, not every keystroke.
 */
export function SearchFilter({ label, value, onChange }: SearchFilterProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const { key: locationKey } = useLocation();

  // Back and forward change the value from outside: the box shows what the list is filtered by.
  // A search still waiting when the person moves on (another page of the list, another list, or
  // away) is dropped with it: applied late, it would rewrite the address of wherever they went.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move, `locationKey`
  useEffect(() => {
    setText(value);
    return () => clearTimeout(timer.current);
  }, [value, locationKey]);

  const apply = (next: string) => {
    clearTimeout(timer.current);
    const cleaned = next.trim();
    if (cleaned !== value) {
      onChange(cleaned);
    }
  };

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => apply(next), SEARCH_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          apply(text);
        }
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
