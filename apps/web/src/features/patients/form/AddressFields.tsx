import TextField from '@mui/material/TextField';
import { type Ref, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { FieldGrid } from './FieldGrid.tsx';
import type { PatientForm, PatientFormPartProps } from './formTypes.ts';
import { IdPickerField } from './PickerFields.tsx';

type DegreesInputProps = {
  label: string;
  name: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error: string | undefined;
};

/**
 * A decimal degree, typed freely: the box keeps the text ("49.") while the form holds the number,
 * and follows the form when the number changes from elsewhere (a city was picked).
 */
function DegreesInput({ value, onChange, error, ...input }: DegreesInputProps) {
  const [text, setText] = useState(value == null ? '' : String(value));
  useEffect(() => {
    setText((current) =>
      Number(current) === value && current.trim() !== ''
        ? current
        : value == null
          ? ''
          : String(value),
    );
  }, [value]);
  return (
    <TextField
      {...input}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const number = Number(typed.trim());
        onChange(typed.trim() === '' || Number.isNaN(number) ? null : number);
      }}
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

type CoordinateProps = {
  form: PatientForm;
  name: 'address.latitude' | 'address.longitude';
  label: string;
  error: string | undefined;
};

function CoordinateField({ form, name, label, error }: CoordinateProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DegreesInput
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

export function AddressFields({ form, fields, initial }: PatientFormPartProps) {
  const { t } = useTranslation('patients');
  return (
    <SectionCard title={t('form.sections.address')}>
      <FieldGrid>
        <TextField
          label={t('fields.street')}
          autoComplete="off"
          {...fields.text('address.street')}
        />
        <TextField label={t('fields.unit')} autoComplete="off" {...fields.text('address.unit')} />
        <IdPickerField
          control={form.control}
          name="address.cityId"
          label={t('fields.city')}
          lookup="cities"
          searched
          initial={initial.city}
          error={fields.errorOf('address.cityId')}
          helperText={t('form.hints.city')}
          onPicked={(city) => {
            // The city's centre until someone enters the exact spot.
            if (city?.latitude !== undefined && city.longitude !== undefined) {
              form.setValue('address.latitude', city.latitude);
              form.setValue('address.longitude', city.longitude);
            }
          }}
        />
        <TextField
          label={t('fields.postalCode')}
          autoComplete="off"
          {...fields.text('address.postalCode')}
        />
        <CoordinateField
          form={form}
          name="address.latitude"
          label={t('fields.latitude')}
          error={fields.errorOf('address.latitude')}
        />
        <CoordinateField
          form={form}
          name="address.longitude"
          label={t('fields.longitude')}
          error={fields.errorOf('address.longitude')}
        />
      </FieldGrid>
    </SectionCard>
  );
}
