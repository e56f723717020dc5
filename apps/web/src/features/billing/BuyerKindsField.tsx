import { BuyerKind } from '@hearth/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../app/i18n/useLabel.ts';
import type { ProductFormValues } from './productForm.ts';

export type BuyerKindsFieldProps = {
  control: Control<ProductFormValues, unknown, unknown>;
  error: string | undefined;
};

/** Which kinds of organisation may buy the product: one checkbox each, at least one. */
export function BuyerKindsField({ control, error }: BuyerKindsFieldProps) {
  const { t } = useTranslation('billing');
  const label = useLabel();
  return (
    <Controller
      control={control}
      name="buyerKinds"
      render={({ field }) => (
        <FormControl component="fieldset" error={error !== undefined} required>
          <FormLabel component="legend">{t('product.buyerKinds')}</FormLabel>
          <FormGroup row>
            {BuyerKind.codes.map((kind, index) => (
              <FormControlLabel
                key={kind}
                label={label(BuyerKind.labelKey(kind))}
                control={
                  <Checkbox
                    name={field.name}
                    inputRef={index === 0 ? field.ref : undefined}
                    checked={field.value.includes(kind)}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? BuyerKind.codes.filter(
                              (code) => code === kind || field.value.includes(code),
                            )
                          : field.value.filter((code) => code !== kind),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
