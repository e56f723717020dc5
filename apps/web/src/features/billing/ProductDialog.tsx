import { Currency, Locale, type Product, UnitOfMeasure } from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import { useFormFields } from '../../app/forms/useFormFields.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { BuyerKindsField } from './BuyerKindsField.tsx';
import { useChangeProduct } from './billingApi.ts';
import {
  initialProductValues,
  PRODUCT_FIELDS,
  type ProductFormValues,
  productFormSchema,
} from './productForm.ts';

export type ProductDialogProps = {
  /** The product to change, or null to add one. */
  product: Product | null;
  onClose: () => void;
  onSaved: (saved: Product) => void;
};

/** Adds a membership product, or changes one: names and descriptions in every locale, price, terms. */
export function ProductDialog({ product, onClose, onSaved }: ProductDialogProps) {
  const { t } = useTranslation('billing');
  const label = useLabel();
  const locale = useLocale();
  const { errorMap } = useFormMessages();
  const change = useChangeProduct();
  const form = useForm<ProductFormValues, unknown, ReturnType<typeof productFormSchema.parse>>({
    defaultValues: initialProductValues(product),
    resolver: zodResolver(productFormSchema, { error: errorMap }),
  });
  const fields = useFormFields(form, PRODUCT_FIELDS);
  const submit = form.handleSubmit((body) => {
    fields.clearFormError();
    const request =
      product === null
        ? ({ kind: 'create', body } as const)
        : ({ kind: 'update', id: product.id, body } as const);
    change.mutate(request, { onSuccess: onSaved, onError: fields.serverRefused });
  });

  return (
    <FormDialog
      title={
        product ? t('product.editTitle', { name: product.names[locale] }) : t('product.addTitle')
      }
      formError={fields.formError}
      pending={change.isPending}
      submitLabel={t('product.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {Locale.codes.map((code) => (
        <Stack key={code} component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('product.inLocale', { language: label(Locale.labelKey(code)) })}
          </Typography>
          <TextField label={t('product.name')} required {...fields.text(`names.${code}`)} />
          <TextField
            label={t('product.description')}
            required
            multiline
            minRows={2}
            {...fields.text(`descriptions.${code}`)}
          />
        </Stack>
      ))}
      <BuyerKindsField control={form.control} error={fields.errorOf('buyerKinds')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('product.price')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...fields.text('price')}
        />
        <SelectField
          control={form.control}
          name="currency"
          label={t('product.currency')}
          required
          choices={Currency.codes.map((code) => ({
            value: code,
            label: label(Currency.labelKey(code)),
          }))}
        />
      </Stack>
      <SelectField
        control={form.control}
        name="unitOfMeasure"
        label={t('product.unit')}
        required
        choices={UnitOfMeasure.codes.map((code) => ({
          value: code,
          label: label(UnitOfMeasure.labelKey(code)),
        }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="number"
          label={t('product.listingSlots')}
          required
          {...fields.number('entitlements.listingSlots')}
        />
        <TextField
          type="number"
          label={t('product.staffSeats')}
          required
          {...fields.number('entitlements.staffSeats')}
        />
        <TextField
          type="number"
          label={t('product.trialDays')}
          required
          {...fields.number('trialDays')}
        />
      </Stack>
    </FormDialog>
  );
}
