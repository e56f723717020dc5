import {
  LISTING_DESCRIPTION_MAX,
  LISTING_SERVICES,
  type ListingService,
  listingWriteSchema,
  MarketplaceProduct,
  type OwnListing,
  PriceUnit,
} from '@hearth/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type DefaultValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormMessages } from '../../../app/forms/formMessages.ts';
import { useSaveOnSubmit } from '../../../app/forms/useSaveOnSubmit.ts';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { FormAlerts } from '../../../components/FormAlerts.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { SpinnerButton } from '../../../components/SpinnerButton.tsx';
import { isFormField, type ListingFormOutput, type ListingFormValues } from './formValues.ts';
import { HoursFields } from './HoursFields.tsx';
import { useSaveListing } from './listingEditorApi.ts';
import { MoneyField } from './MoneyField.tsx';
import { OfferFields } from './OfferFields.tsx';
import { PlaceFields } from './PlaceFields.tsx';

export type ListingFormProps = {
  /** The listing to change, or null to add one to `agencyId`. */
  listing: OwnListing | null;
  agencyId: number | null;
  defaultValues: DefaultValues<ListingFormValues>;
  cancelTo: string;
  onSaved: (listing: OwnListing) => void;
};

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Adds a listing or changes one: what it is, what it offers, when, for how much, and where. */
export function ListingForm({
  listing,
  agencyId,
  defaultValues,
  cancelTo,
  onSaved,
}: ListingFormProps) {
  const { t } = useTranslation('listingEditor');
  const label = useLabel();
  const { errorMap, fieldText } = useFormMessages();
  const save = useSaveListing(agencyId, listing?.id ?? null);
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    // The schema's input types its codes `unknown`; the form's values are the narrower codes.
    resolver: zodResolver(listingWriteSchema, { error: errorMap }) as Resolver<
      ListingFormValues,
      unknown,
      ListingFormOutput
    >,
    defaultValues,
    shouldFocusError: true,
  });
  const { register, control, setValue, getValues, formState } = form;
  const { errors } = formState;
  const { submit, failure, errorCount, problem } = useSaveOnSubmit(form, save.mutate, {
    onSaved,
    isFormField,
  });

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate>
      <FormAlerts failure={failure} errorCount={errorCount} />
      <SectionCard title={t('form.sections.about')}>
        <Box sx={grid}>
          <TextField
            label={t('fields.name')}
            required
            autoComplete="off"
            {...register('name')}
            {...problem(errors.name)}
          />
          <TextField
            select
            label={t('fields.product')}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...register('product', {
              // Services and care types belong to a kind of care; those of the old one go.
              onChange: () => {
                const offered: readonly ListingService[] = LISTING_SERVICES[getValues('product')];
                const services = getValues('services') ?? [];
                setValue(
                  'services',
                  services.filter((service) => offered.includes(service)),
                );
                setValue('careTypeIds', []);
              },
            })}
            {...problem(errors.product)}
          >
            {MarketplaceProduct.codes.map((product) => (
              <option key={product} value={product}>
                {label(MarketplaceProduct.labelKey(product))}
              </option>
            ))}
          </TextField>
        </Box>
        <TextField
          label={t('fields.description')}
          multiline
          minRows={4}
          fullWidth
          sx={{ mt: 2.5 }}
          slotProps={{ htmlInput: { maxLength: LISTING_DESCRIPTION_MAX } }}
          {...register('description')}
          {...problem(errors.description)}
        />
      </SectionCard>
      <SectionCard title={t('form.sections.offer')}>
        <OfferFields form={form} fieldText={fieldText} />
      </SectionCard>
      <SectionCard title={t('form.sections.hours')}>
        <HoursFields form={form} fieldText={fieldText} />
      </SectionCard>
      <SectionCard title={t('form.sections.price')}>
        <Box
          sx={{
            ...grid,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {(['minCents', 'maxCents'] as const).map((bound) => (
            <Controller
              key={bound}
              name={`price.${bound}`}
              control={control}
              render={({ field, fieldState }) => (
                <MoneyField
                  label={t(`fields.${bound}`)}
                  required
                  name={field.name}
                  inputRef={field.ref}
                  cents={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldText(fieldState.error?.message)}
                />
              )}
            />
          ))}
          <TextField
            select
            label={t('fields.unit')}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            {...register('price.unit')}
            {...problem(errors.price?.unit)}
          >
            {PriceUnit.codes.map((unit) => (
              <option key={unit} value={unit}>
                {label(PriceUnit.labelKey(unit))}
              </option>
            ))}
          </TextField>
        </Box>
      </SectionCard>
      <SectionCard title={t('form.sections.place')}>
        <PlaceFields form={form} fieldText={fieldText} cityName={listing?.city?.name ?? null} />
      </SectionCard>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SpinnerButton type="submit" variant="contained" spinning={save.isPending}>
          {t(listing === null ? 'form.create' : 'form.save')}
        </SpinnerButton>
        <Button component={RouterLink} to={cancelTo}>
          {t('form.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
