import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type DomainLabelKey, useLabel } from '../app/i18n/useLabel.ts';

export type ChipColour = NonNullable<ChipProps['color']>;

/** What the chips need of an enumeration from @hearth/domain (e.g. `HubMemberStatus`). */
type Labelled<C> = { labelKey: (code: C) => DomainLabelKey };

export type EnumerationChipProps<C, Name extends string> = {
  enumeration: Labelled<C> & { nameOf: (code: C) => Name };
  /** One colour per member, so a member added later cannot go without one. */
  colours: Readonly<Record<Name, ChipColour>>;
  code: C;
};

/** An enumeration's value as a small outlined chip, in its member's colour. */
export function EnumerationChip<C, Name extends string>({
  enumeration,
  colours,
  code,
}: EnumerationChipProps<C, Name>) {
  const label = useLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colours[enumeration.nameOf(code)]}
      label={label(enumeration.labelKey(code))}
    />
  );
}

export type EnumerationChipsFilterProps<C> = {
  label: string;
  enumeration: Labelled<C> & { codes: readonly C[] };
  isPressed: (code: C) => boolean;
  /** A chip was pressed: the caller decides what that chooses. */
  onToggle: (code: C) => void;
  sx?: SxProps<Theme>;
};

/** A labelled group of one toggle chip per code, in code order; `aria-pressed` tells which are on. */
export function EnumerationChipsFilter<C extends string | number>({
  label,
  enumeration,
  isPressed,
  onToggle,
  sx,
}: EnumerationChipsFilterProps<C>) {
  const codeLabel = useLabel();
  const labelId = useId();
  return (
    <Stack spacing={1} sx={sx}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack
        role="group"
        aria-labelledby={labelId}
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
      >
        {enumeration.codes.map((code) => {
          const pressed = isPressed(code);
          return (
            <Chip
              key={code}
              component="button"
              type="button"
              aria-pressed={pressed}
              clickable
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              label={codeLabel(enumeration.labelKey(code))}
              onClick={() => onToggle(code)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
