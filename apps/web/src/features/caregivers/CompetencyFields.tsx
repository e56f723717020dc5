import { Competency, Skill } from '@hearth/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { UseFormRegister } from 'react-hook-form';
import { useLabel } from '../../app/i18n/useLabel.ts';
import type { CaregiverFormValues } from './formValues.ts';

export type CompetencyFieldsProps = { register: UseFormRegister<CaregiverFormValues> };

/** A level for every skill; No Experience is where everyone starts. */
export function CompetencyFields({ register }: CompetencyFieldsProps) {
  const label = useLabel();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {Skill.codes.map((skill) => (
        <TextField
          key={skill}
          select
          label={label(Skill.labelKey(skill))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...register(`competencies.${skill}`, {
            setValueAs: (value: unknown) => Number(value ?? Competency.noExperience),
          })}
        >
          {Competency.codes.map((level) => (
            <option key={level} value={level}>
              {label(Competency.labelKey(level))}
            </option>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
