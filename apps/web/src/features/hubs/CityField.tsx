import { useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { CityPicker } from '../directory/index.ts';

export type CityFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The city the record has now, shown until another is picked. */
  initial: { id: number; name: string } | null;
  error: string | undefined;
};

/** A city id field of a hub form, picked by typing the city's name. */
export function CityField<T extends FieldValues>({
  control,
  name,
  label,
  initial,
  error,
}: CityFieldProps<T>) {
  const [city, setCity] = useState(initial ? { id: initial.id, label: initial.name } : null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CityPicker
          label={label}
          value={city}
          inputRef={field.ref}
          error={error}
          onChange={(picked) => {
            setCity(picked);
            field.onChange(picked?.id ?? null);
          }}
        />
      )}
    />
  );
}
