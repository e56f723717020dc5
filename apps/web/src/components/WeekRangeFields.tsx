import { WeekDay } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { useLabel } from '../app/i18n/useLabel.ts';

/** Every half hour of a day, and `24:00` to end a range at midnight. */
export const TIME_CHOICES: readonly string[] = Array.from({ length: 49 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

/** The hours a new row starts with: a day shift, the most common kind. */
export const NEW_RANGE = { weekDay: 1, start: '09:00', end: '17:00' } as const;

type RangeField = 'weekDay' | 'start' | 'end';
type MaybeError = { message?: string | undefined } | undefined;

/** The form's errors of the rows as react-hook-form keeps them: per row and for the whole list. */
export type WeekRangeErrors =
  | { [index: number]: Partial<Record<RangeField, MaybeError>> | undefined; root?: MaybeError }
  | undefined;

/** Reads the errors of any form's week ranges, whatever react-hook-form inferred for them. */
export const weekRangeErrors = (errors: unknown): WeekRangeErrors => errors as WeekRangeErrors;

/** The words of one use: a caregiver's availability, an assessment's schedule. */
export type WeekRangeTexts = {
  empty: string;
  row: (number: number) => string;
  weekDay: string;
  start: string;
  end: string;
  add: string;
  remove: (number: number) => string;
};

export type WeekRangeFieldsProps<V extends FieldValues> = {
  control: Control<V, unknown, FieldValues>;
  register: UseFormRegister<V>;
  /** The form's array of `{ weekDay, start, end }`. */
  name: ArrayPath<V>;
  errors: WeekRangeErrors;
  max: number;
  texts: WeekRangeTexts;
  fieldText: (message: string | undefined) => string | undefined;
};

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Weekly hours as rows of day, from and to; a day may have several rows (a split shift). */
export function WeekRangeFields<V extends FieldValues>({
  control,
  register,
  name,
  errors,
  max,
  texts,
  fieldText,
}: WeekRangeFieldsProps<V>) {
  const label = useLabel();
  const { fields, append, remove } = useFieldArray({ control, name });
  const path = (index: number, field: RangeField) => `${name}.${index}.${field}` as Path<V>;

  return (
    <Stack spacing={2}>
      {fields.length === 0 && <Typography color="text.secondary">{texts.empty}</Typography>}
      {fields.map((row, index) => {
        const rowErrors = errors?.[index];
        return (
          <Box
            key={row.id}
            role="group"
            aria-label={texts.row(index + 1)}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr auto', sm: '2fr 1fr 1fr auto' },
              '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
            }}
          >
            <TextField
              select
              label={texts.weekDay}
              slotProps={nativeSelect}
              {...register(path(index, 'weekDay'), { valueAsNumber: true })}
              error={rowErrors?.weekDay !== undefined}
              helperText={fieldText(rowErrors?.weekDay?.message)}
            >
              {WeekDay.codes.map((day) => (
                <option key={day} value={day}>
                  {label(WeekDay.labelKey(day))}
                </option>
              ))}
            </TextField>
            {(['start', 'end'] as const).map((end) => (
              <TextField
                key={end}
                select
                label={texts[end]}
                slotProps={nativeSelect}
                {...register(path(index, end))}
                error={rowErrors?.[end] !== undefined}
                helperText={fieldText(rowErrors?.[end]?.message)}
              >
                {TIME_CHOICES.filter((time) =>
                  end === 'start' ? time !== '24:00' : time !== '00:00',
                ).map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </TextField>
            ))}
            <IconButton
              onClick={() => remove(index)}
              aria-label={texts.remove(index + 1)}
              sx={{ mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      {errors?.root?.message && (
        <Typography color="error" role="alert">
          {fieldText(errors.root.message)}
        </Typography>
      )}
      <Box>
        <Button
          startIcon={<AddIcon />}
          disabled={fields.length >= max}
          onClick={() => append({ ...NEW_RANGE } as FieldArray<V, ArrayPath<V>>)}
        >
          {texts.add}
        </Button>
      </Box>
    </Stack>
  );
}
