import { Reaction } from '@hearth/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import type { PatientFormPartProps } from './formTypes.ts';

/** Allergies, each with how bad the reaction is and what happens. */
export function AllergiesField({ form, fields: messages }: PatientFormPartProps) {
  const { t } = useTranslation('patients');
  const label = useLabel();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'allergies' });
  const severities = Reaction.codes.map((reaction) => ({
    value: reaction,
    label: label(Reaction.labelKey(reaction)),
  }));

  return (
    <SectionCard
      title={t('form.sections.allergies')}
      action={
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ allergen: '', reaction: Reaction.mild, notes: '' })}
        >
          {t('form.addAllergy')}
        </Button>
      }
    >
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('form.noAllergies')}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {fields.map((field, index) => (
            <Box
              key={field.id}
              role="group"
              aria-label={t('form.allergyNumber', { number: index + 1 })}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: '2fr 1.2fr 2fr auto' },
              }}
            >
              <TextField
                label={t('form.allergen')}
                required
                {...messages.text(`allergies.${index}.allergen`)}
              />
              <Box sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
                <SelectField
                  control={form.control}
                  name={`allergies.${index}.reaction`}
                  label={t('form.reaction')}
                  required
                  choices={severities}
                  error={messages.errorOf(`allergies.${index}.reaction`)}
                />
              </Box>
              <Box sx={{ gridRow: { xs: 3, sm: 'auto' } }}>
                <TextField
                  label={t('form.allergyNotes')}
                  fullWidth
                  {...messages.text(`allergies.${index}.notes`)}
                />
              </Box>
              <IconButton
                aria-label={t('form.removeAllergy', { number: index + 1 })}
                onClick={() => remove(index)}
                sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' }, mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
