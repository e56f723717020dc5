import DeleteIcon from '@mui/icons-material/DeleteOutline';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchPicker } from '../../../components/SearchPicker.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useLookup } from '../../reference/index.ts';
import type { PatientFormPartProps } from './formTypes.ts';

/**
 * The patient's diagnoses: found by ICD-10 code or name and added to the list, one of them marked
 * primary (a radio button, so there can only be one).
 */
export function DiagnosesField({ form, fields: messages, initial }: PatientFormPartProps) {
  const { t } = useTranslation('patients');
  const { fields, append, remove, replace } = useFieldArray({
    control: form.control,
    name: 'diagnoses',
  });
  const [labels, setLabels] = useState(initial.diagnoses);
  const [text, setText] = useState('');
  const found = useLookup('diagnoses', text, text.trim().length > 0);
  const chosen = new Set(fields.map((field) => field.diagnosisId));
  const error = messages.errorOf('diagnoses');

  return (
    <SectionCard title={t('form.sections.diagnoses')}>
      <Stack spacing={2}>
        <SearchPicker
          label={t('form.diagnosisSearch')}
          texts={{ loading: t('form.searching'), noOptions: t('form.noMatches') }}
          options={found.options.filter((option) => !chosen.has(option.id))}
          loading={found.loading}
          onSearch={setText}
          value={null}
          onChange={(option) => {
            if (option) {
              setLabels((current) => new Map(current).set(option.id, option.label));
              append({ diagnosisId: option.id, primary: fields.length === 0 });
            }
          }}
        />
        {error && <FormHelperText error>{error}</FormHelperText>}
        {fields.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('form.noDiagnoses')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={t('form.sections.diagnoses')}>
            {fields.map((field, index) => {
              const name = labels.get(field.diagnosisId) ?? `#${field.diagnosisId}`;
              return (
                <ListItem
                  key={field.id}
                  disableGutters
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('form.remove', { name })}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <Radio
                    checked={field.primary === true}
                    onChange={() =>
                      replace(
                        fields.map((other, position) => ({
                          diagnosisId: other.diagnosisId,
                          primary: position === index,
                        })),
                      )
                    }
                    slotProps={{ input: { 'aria-label': t('form.primaryFor', { name }) } }}
                  />
                  <ListItemText
                    primary={name}
                    secondary={field.primary ? t('detail.primary') : undefined}
                    sx={{ pr: 4, overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </Stack>
    </SectionCard>
  );
}
