import {
  ASSESSMENT_MAX_SLOTS,
  ASSESSMENT_NOTES_MAX,
  AssessmentBillingFrequency,
  AssessmentRateUnit,
  centsOfTyped,
  ListingService,
  PaymentFlag,
} from '@hearth/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../app/forms/formMessages.ts';
import type { useFormFields } from '../../app/forms/useFormFields.ts';
import { useLabel } from '../../app/i18n/useLabel.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { WeekRangeFields, weekRangeErrors } from '../../components/WeekRangeFields.tsx';
import { FieldGrid } from '../patients/index.ts';
import { useShortList } from '../reference/index.ts';
import { type AssessmentFormOutput, type AssessmentFormValues, dollarsOf } from './formValues.ts';

export type FormPartProps = {
  form: UseFormReturn<AssessmentFormValues, unknown, AssessmentFormOutput>;
  fields: ReturnType<typeof useFormFields<AssessmentFormValues, AssessmentFormOutput>>;
};

/** A date box bound to the form; emptied, it means no date, as the schema expects. */
function useDateField({ form, fields }: FormPartProps) {
  return (name: 'startDate' | 'endDate') => {
    const { ref, ...field } = form.register(name, {
      setValueAs: (value: unknown) => (value === '' ? null : value),
    });
    const error = fields.errorOf(name);
    return { ...field, inputRef: ref, error: error !== undefined, helperText: error };
  };
}

function ServicesField({ form, fields }: FormPartProps) {
  const { t } = useTranslation('assessments');
  const label = useLabel();
  const labelId = useId();
  const error = fields.errorOf('services');
  return (
    <Controller
      control={form.control}
      name="services"
      render={({ field }) => {
        const chosen = field.value ?? [];
        return (
          <FormControl error={error !== undefined} sx={{ gridColumn: '1 / -1' }}>
            <FormLabel id={labelId}>{t('form.services')}</FormLabel>
            <FormGroup
              aria-labelledby={labelId}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}
            >
              {ListingService.codes.map((code) => (
                <FormControlLabel
                  key={code}
                  label={label(ListingService.labelKey(code))}
                  control={
                    <Checkbox
                      checked={chosen.includes(code)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...chosen, code]
                            : chosen.filter((service) => service !== code),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

/** Care type, services, dates and notes. */
export function CareFields(props: FormPartProps) {
  const { form, fields } = props;
  const { t } = useTranslation('assessments');
  const careTypes = useShortList('careTypes');
  const date = useDateField(props);
  const endDate = date('endDate');
  return (
    <FieldGrid>
      <SelectField
        control={form.control}
        name="careTypeId"
        label={t('form.careType')}
        emptyLabel={t('form.notChosen')}
        choices={careTypes.options.map((option) => ({ value: option.id, label: option.label }))}
        error={fields.errorOf('careTypeId')}
      />
      {/* The dates start a row of their own, start beside end. */}
      <span aria-hidden />
      <TextField
        type="date"
        label={t('form.startDate')}
        slotProps={{ inputLabel: { shrink: true } }}
        {...date('startDate')}
      />
      <TextField
        type="date"
        label={t('form.endDate')}
        slotProps={{ inputLabel: { shrink: true } }}
        {...endDate}
        helperText={endDate.helperText ?? t('form.endDateHint')}
      />
      <ServicesField {...props} />
      <TextField
        label={t('form.notes')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: ASSESSMENT_NOTES_MAX } }}
        sx={{ gridColumn: '1 / -1' }}
        {...fields.text('notes')}
      />
    </FieldGrid>
  );
}

function RateField({ form, fields }: FormPartProps) {
  const { t } = useTranslation('assessments');
  const [text, setText] = useState(() => dollarsOf(form.getValues('rateCents')));
  const malformed = Number.isNaN(centsOfTyped(text));
  const error = malformed ? t('form.rateFormat') : fields.errorOf('rateCents');
  return (
    <Controller
      control={form.control}
      name="rateCents"
      render={({ field }) => (
        <TextField
          label={t('form.rate')}
          name={field.name}
          inputRef={field.ref}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(centsOfTyped(event.target.value));
          }}
          onBlur={field.onBlur}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          error={error !== undefined}
          helperText={error ?? t('form.rateHint')}
        />
      )}
    />
  );
}

export type BillingFieldsProps = FormPartProps & {
  /** The booking's payment flag: shown, never sent, since it follows the booking's invoices. */
  paymentStatus: PaymentFlag;
};

/** Rate, what it is charged per, how often it is billed, and whether it is paid (read-only). */
export function BillingFields({ paymentStatus, ...props }: BillingFieldsProps) {
  const { form, fields } = props;
  const { t } = useTranslation('assessments');
  const label = useLabel();
  return (
    <FieldGrid>
      <RateField {...props} />
      <SelectField
        control={form.control}
        name="rateUnit"
        label={t('form.rateUnit')}
        emptyLabel={t('form.notChosen')}
        choices={AssessmentRateUnit.codes.map((unit) => ({
          value: unit,
          label: label(AssessmentRateUnit.labelKey(unit)),
        }))}
        error={fields.errorOf('rateUnit')}
      />
      <SelectField
        control={form.control}
        name="billingFrequency"
        label={t('form.billingFrequency')}
        emptyLabel={t('form.notChosen')}
        choices={AssessmentBillingFrequency.codes.map((frequency) => ({
          value: frequency,
          label: label(AssessmentBillingFrequency.labelKey(frequency)),
        }))}
        error={fields.errorOf('billingFrequency')}
      />
      <TextField
        label={t('form.paymentStatus')}
        value={label(PaymentFlag.labelKey(paymentStatus))}
        slotProps={{ input: { readOnly: true } }}
        helperText={t('form.paymentFollowsInvoices')}
      />
    </FieldGrid>
  );
}

/** The weekly visits shifts will be made from. */
export function ScheduleFields({ form }: FormPartProps) {
  const { t } = useTranslation('assessments');
  const { fieldText } = useFormMessages();
  return (
    <WeekRangeFields
      control={form.control}
      register={form.register}
      name="schedule"
      errors={weekRangeErrors(form.formState.errors.schedule)}
      max={ASSESSMENT_MAX_SLOTS}
      fieldText={fieldText}
      texts={{
        empty: t('form.noSlots'),
        row: (number) => t('form.slotRow', { number }),
        weekDay: t('form.weekDay'),
        start: t('form.start'),
        end: t('form.end'),
        add: t('form.addSlot'),
        remove: (number) => t('form.removeSlot', { number }),
      }}
    />
  );
}
