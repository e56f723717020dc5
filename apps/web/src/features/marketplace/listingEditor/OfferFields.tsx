import { LISTING_SERVICES, ListingService } from '@hearth/domain';
import Stack from '@mui/material/Stack';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../../app/i18n/useLabel.ts';
import { SearchPicker } from '../../../components/SearchPicker.tsx';
import { useShortList } from '../../reference/index.ts';
import { CheckboxGroupField } from './CheckboxGroupField.tsx';
import type { ListingFormOutput, ListingFormValues } from './formValues.ts';
import { useCareTypesOf } from './listingEditorApi.ts';

export type OfferFieldsProps = {
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;
  fieldText: (message: string | undefined) => string | undefined;
};

/** What the listing offers: its services and care types (of its kind of care), and languages. */
export function OfferFields({ form, fieldText }: OfferFieldsProps) {
  const { t } = useTranslation('listingEditor');
  const label = useLabel();
  const { control } = form;
  const product = useWatch({ control, name: 'product' });
  const careTypes = useCareTypesOf(product);
  const languages = useShortList('languages');
  const services = LISTING_SERVICES[product].map((service) => ({
    value: service,
    label: label(ListingService.labelKey(service)),
  }));

  return (
    <Stack spacing={2.5}>
      <Controller
        name="services"
        control={control}
        render={({ field, fieldState }) => (
          <CheckboxGroupField
            legend={t('fields.services')}
            choices={services}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        name="careTypeIds"
        control={control}
        render={({ field, fieldState }) => (
          <CheckboxGroupField
            legend={t('fields.careTypes')}
            choices={careTypes.choices}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldText(fieldState.error?.message)}
            emptyText={careTypes.isPending ? t('form.loadingChoices') : t('form.noCareTypes')}
          />
        )}
      />
      <Controller
        name="languageIds"
        control={control}
        render={({ field, fieldState }) => (
          <SearchPicker
            multiple
            label={t('fields.languages')}
            name={field.name}
            inputRef={field.ref}
            options={languages.options}
            loading={languages.isPending}
            texts={{ loading: t('form.searching'), noOptions: t('form.noMatches') }}
            value={languages.options.filter((choice) => (field.value ?? []).includes(choice.id))}
            onChange={(picked) => field.onChange(picked.map((choice) => choice.id))}
            error={fieldText(fieldState.error?.message)}
          />
        )}
      />
    </Stack>
  );
}
