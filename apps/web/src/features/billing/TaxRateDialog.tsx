import { type TaxRateCreate, taxRateCreateSchema } from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useAddTaxRate } from './billingApi.ts';

type TaxRateFormValues = z.input<typeof taxRateCreateSchema>;

const isShown = (field: string) =>
  ['country', 'province', 'effectiveFrom', 'source', 'components'].some(
    (name) => field === name || field.startsWith(`${name}.`),
  );

export type TaxRateDialogProps = {
  country: 'CA' | 'US';
  onClose: () => void;
  onSaved: (saved: { province: string; effectiveFrom: string }) => void;
};

/** A region's new rate from a later day; the rates already recorded stay as they are. */
export function TaxRateDialog({ country, onClose, onSaved }: TaxRateDialogProps) {
  const { t } = useTranslation('billing');
  const { errorMap } = useFormMessages();
  const add = useAddTaxRate();
  const form = useForm<TaxRateFormValues, unknown, TaxRateCreate>({
    defaultValues: {
      country,
      province: '',
      effectiveFrom: '',
      components: [{ name: '', percent: 0 }],
      source: '',
    },
    resolver: zodResolver(taxRateCreateSchema, { error: errorMap }),
  });
  const components = useFieldArray({ control: form.control, name: 'components' });
  const fields = useFormFields(form, isShown);
  const submit = form.handleSubmit((body) => {
    fields.clearFormError();
    add.mutate(body, { onSuccess: onSaved, onError: fields.serverRefused });
  });

  return (
    <FormDialog
      title={t('taxRates.addTitle')}
      formError={fields.formError ?? fields.errorOf('components') ?? null}
      pending={add.isPending}
      submitLabel={t('taxRates.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('taxRates.addHint')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('taxRates.province')}
          required
          slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
          {...fields.text('province')}
        />
        <TextField
          type="date"
          label={t('taxRates.effectiveFrom')}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          {...fields.text('effectiveFrom')}
        />
      </Stack>
      {components.fields.map((component, index) => (
        <Stack key={component.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('taxRates.componentName', { number: index + 1 })}
            required
            {...fields.text(`components.${index}.name`)}
          />
          <TextField
            type="number"
            label={t('taxRates.componentPercent', { number: index + 1 })}
            required
            slotProps={{ htmlInput: { step: 0.001, min: 0, max: 100 } }}
            {...fields.number(`components.${index}.percent`)}
          />
          <IconButton
            aria-label={t('taxRates.removeComponent', { number: index + 1 })}
            onClick={() => components.remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        disabled={components.fields.length >= 4}
        onClick={() => components.append({ name: '', percent: 0 })}
      >
        {t('taxRates.addComponent')}
      </Button>
      <TextField label={t('taxRates.source')} required multiline {...fields.text('source')} />
    </FormDialog>
  );
}
