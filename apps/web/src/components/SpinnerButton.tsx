import Box from '@mui/material/Box';
import type { ButtonProps } from '@mui/material/Button';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { MouseEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SpinnerButtonProps = Omit<ButtonProps, 'onClick' | 'ref'> & {
  /** Set it to own the state from outside (controlled): `true` shows the spinner, `false` resets. */
  spinning?: boolean;
  /** Without `spinning`: whether a click switches to the spinner by itself. */
  autoToggle?: boolean;
  /** A returned promise keeps a self-managed button spinning until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
};

/**
 * A button that gives way to a spinner while its work runs.
 *
 * - Controlled: pass `spinning` (e.g. `spinning={mutation.isPending}`); the parent sets and resets
 *   it, and clicks never toggle it.
 * - Self-managed (no `spinning`): a click shows the spinner; if `onClick` returns a promise the
 *   button comes back when it settles, otherwise it spins until the page moves on. With
 *   `autoToggle={false}` a click only calls `onClick`.
 *
 * It defaults to `type="button"`, so it never submits a form unless asked to with `type="submit"`.
 * Other props go to the MUI Button.
 */
export function SpinnerButton({
  spinning: spinningProp,
  autoToggle = true,
  onClick,
  type = 'button',
  fullWidth,
  sx,
  ...buttonProps
}: SpinnerButtonProps) {
  const { t } = useTranslation();
  const [ownSpinning, setOwnSpinning] = useState(false);
  const spinning = spinningProp ?? ownSpinning;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const spinnerRef = useRef<HTMLSpanElement>(null);

  // The hidden button keeps the space, so nothing around it jumps. Hiding the focused element would
  // drop a keyboard user back to the start of the page: focus follows to what is shown instead.
  useLayoutEffect(() => {
    const [shown, hidden] = spinning
      ? [spinnerRef.current, buttonRef.current]
      : [buttonRef.current, spinnerRef.current];
    if (hidden !== null && hidden === document.activeElement) {
      shown?.focus();
    }
  }, [spinning]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const result = onClick?.(event);
    if (spinningProp !== undefined || !autoToggle) {
      return;
    }
    setOwnSpinning(true);
    if (result instanceof Promise) {
      // A rejection stays unhandled on purpose: handling it is the caller's job.
      void result.finally(() => setOwnSpinning(false));
    }
  };

  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: fullWidth ? 'flex' : 'inline-flex',
        verticalAlign: 'middle',
      }}
    >
      <Button
        {...buttonProps}
        ref={buttonRef}
        type={type}
        fullWidth={fullWidth}
        onClick={handleClick}
        aria-hidden={spinning || undefined}
        sx={[spinning && { visibility: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
      <Box
        component="span"
        ref={spinnerRef}
        tabIndex={-1}
        sx={{
          position: 'absolute',
          inset: 0,
          display: spinning ? 'flex' : 'none',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {spinning && <CircularProgress size={24} aria-label={t('spinner.working')} />}
      </Box>
    </Box>
  );
}
