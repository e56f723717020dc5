import {
  Country,
  Locale,
  MarketplaceProduct,
  type ReferenceList,
  SurveyQuestionKind,
} from '@hearth/domain';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type FieldError, type UseFormReturn, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { useLocale } from '../../app/i18n/useLocale.ts';
import type { EntryField, EntryFormValues } from './entryForm.ts';
import { useLocationData } from './referenceApi.ts';
import { useProblemText } from './useProblemText.ts';

// Choice questions need their options, which this form does not edit (decided: the API does).
const offeredKinds = [SurveyQuestionKind.text, SurveyQuestionKind.number, SurveyQuestionKind.date];

const codeHintKey = (list: ReferenceList) =>
  list === 'provinces' || list === 'languages' || list === 'diagnoses' ? list : 'other';

const optionalNumber = (value: unknown) => (value === '' ? undefined : Number(value));
// An empty rank means "not on the nursing ladder", which the server stores as null.
const emptyAsNull = (value: unknown) => (value === '' ? null : Number(value));

export type EntryFieldsProps = {
  list: ReferenceList;
  fields: readonly EntryField[];
  form: UseFormReturn<EntryFormValues>;
};

/** The inputs of the add and rename forms that this list and this form need. */
export function EntryFields({ list, fields, form }: EntryFieldsProps) {
  const { t } = useTranslation('reference');
  const label = useLabel();
  const codeHint = t(`form.codeHint.${codeHintKey(list)}`);
  const problemText = useProblemText(codeHint);
  const { errors } = form.formState;
  const shows = (field: EntryField) => fields.includes(field);

  /** Register props for an MUI TextField, with its problem shown under it. */
  const text = (
    name: Exclude<EntryField, 'labels' | 'required'>,
    options: { setValueAs?: (value: unknown) => unknown; hint?: string } = {},
  ) => {
    const { ref, ...registered } = form.register(
      name,
      options.setValueAs ? { setValueAs: options.setValueAs } : {},
    );
    const problem = problemText(name, errors[name] as FieldError | undefined);
    return {
      ...registered,
      inputRef: ref,
      error: problem !== undefined,
      helperText: problem ?? options.hint,
      fullWidth: true,
    };
  };
  const numeric = { type: 'number', slotProps: { htmlInput: { step: 'any' } } } as const;
  const nativeSelect = {
    select: true,
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
  };
  const choose = (prompt: string, options: ReactNode) => (
    <>
      <option value="">{prompt}</option>
      {options}
    </>
  );

  return (
    <Stack spacing={2.5}>
      {shows('country') && (
        <TextField label={t('form.country')} required {...nativeSelect} {...text('country')}>
          {choose(
            t('form.chooseCountry'),
            Country.codes.map((country) => (
              <option key={country} value={country}>
                {label(Country.labelKey(country))}
              </option>
            )),
          )}
        </TextField>
      )}
      {shows('provinceId') && <ProvinceSelect form={form} problem={problemText} />}
      {shows('code') && (
        <TextField
          label={t('form.code')}
          required
          autoComplete="off"
          {...text('code', { hint: codeHint })}
        />
      )}
      {shows('name') && (
        <TextField
          label={t(list === 'provinces' ? 'form.officialName' : 'form.name')}
          required
          autoComplete="off"
          {...text('name')}
        />
      )}
      {shows('labels') && (
        <Stack component="fieldset" spacing={2} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {t('form.labels')}
          </Typography>
          {Locale.codes.map((locale) => {
            const name = `labels.${locale}` as const;
            const { ref, ...registered } = form.register(name);
            const problem = problemText('labels', errors.labels?.[locale]);
            return (
              <TextField
                key={locale}
                label={t('form.labelIn', { language: label(Locale.labelKey(locale)) })}
                required
                autoComplete="off"
                fullWidth
                inputRef={ref}
                {...registered}
                error={problem !== undefined}
                helperText={problem}
              />
            );
          })}
        </Stack>
      )}
      {shows('latitude') && (
        <TextField
          label={t('form.latitude')}
          required
          {...numeric}
          {...text('latitude', { setValueAs: optionalNumber })}
        />
      )}
      {shows('longitude') && (
        <TextField
          label={t('form.longitude')}
          required
          {...numeric}
          {...text('longitude', { setValueAs: optionalNumber })}
        />
      )}
      {shows('population') && (
        <TextField
          label={t('form.population')}
          {...numeric}
          {...text('population', { setValueAs: optionalNumber })}
        />
      )}
      {shows('nativeName') && (
        <TextField
          label={t('form.nativeName')}
          required
          autoComplete="off"
          {...text('nativeName')}
        />
      )}
      {shows('rank') && (
        <TextField
          label={t('form.rank')}
          {...numeric}
          {...text('rank', { setValueAs: emptyAsNull, hint: t('form.rankHint') })}
        />
      )}
      {shows('product') && (
        <TextField label={t('form.product')} required {...nativeSelect} {...text('product')}>
          {choose(
            t('form.chooseProduct'),
            MarketplaceProduct.codes.map((product) => (
              <option key={product} value={product}>
                {label(MarketplaceProduct.labelKey(product))}
              </option>
            )),
          )}
        </TextField>
      )}
      {shows('kind') && (
        <TextField
          label={t('form.kind')}
          required
          {...nativeSelect}
          {...text('kind', { hint: t('form.kindHint') })}
        >
          {choose(
            t('form.chooseKind'),
            offeredKinds.map((kind) => (
              <option key={kind} value={kind}>
                {label(SurveyQuestionKind.labelKey(kind))}
              </option>
            )),
          )}
        </TextField>
      )}
      {shows('required') && <RequiredCheckbox form={form} />}
    </Stack>
  );
}

function RequiredCheckbox({ form }: { form: UseFormReturn<EntryFormValues> }) {
  const { t } = useTranslation('reference');
  const { field } = useController({ control: form.control, name: 'required' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={field.value}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
      label={t('form.required')}
    />
  );
}

type ProvinceSelectProps = {
  form: UseFormReturn<EntryFormValues>;
  problem: (field: string, error: FieldError | undefined) => string | undefined;
};

/** Provinces grouped by country, for the city being added. */
function ProvinceSelect({ form, problem }: ProvinceSelectProps) {
  const { t } = useTranslation('reference');
  const label = useLabel();
  const locale = useLocale();
  const places = useLocationData();
  const { ref, ...registered } = form.register('provinceId', { setValueAs: optionalNumber });
  const message = problem('provinceId', form.formState.errors.provinceId);
  if (places.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('form.provincesFailed', { message: places.error.message })}
      </Alert>
    );
  }
  return (
    <TextField
      label={t('form.province')}
      required
      select
      disabled={places.isPending}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      inputRef={ref}
      {...registered}
      error={message !== undefined}
      helperText={message}
      fullWidth
    >
      <option value="">{t('form.chooseProvince')}</option>
      {places.data?.countries.map((country) => (
        <optgroup key={country.code} label={label(Country.labelKey(country.code))}>
          {country.provinces.map((province) => (
            <option key={province.id} value={province.id}>
              {province.labels[locale] ?? province.name}
            </option>
          ))}
        </optgroup>
      ))}
    </TextField>
  );
}
