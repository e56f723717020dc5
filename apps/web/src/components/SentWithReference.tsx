import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export type SentWithReferenceProps = {
  title: string;
  /** The label above the reference, e.g. "Your reference". */
  referenceLabel: string;
  reference: string;
  /** What the reference is for (quote it when you call…). */
  referenceHint: string;
  /** How tests find the reference on the page. */
  referenceTestId: string;
  nextTitle: string;
  /** What happens next, under `nextTitle`. */
  next: ReactNode;
  /** Anything after the next steps (e.g. what to do if it is urgent). */
  children?: ReactNode;
};

/**
 * The screen after something is sent: the reference to quote and what happens next. The heading
 * takes the focus, so a screen reader reads it out.
 */
export function SentWithReference({
  title,
  referenceLabel,
  reference,
  referenceHint,
  referenceTestId,
  nextTitle,
  next,
  children,
}: SentWithReferenceProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const nextId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1" ref={heading} tabIndex={-1}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" component="p">
          {referenceLabel}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          data-testid={referenceTestId}
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {reference}
        </Typography>
        <Typography color="text.secondary">{referenceHint}</Typography>
      </Paper>
      <section aria-labelledby={nextId}>
        <Typography variant="h6" component="h2" id={nextId} gutterBottom>
          {nextTitle}
        </Typography>
        {next}
      </section>
      {children}
    </Stack>
  );
}
