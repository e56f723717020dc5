import { type CareRequestCreate, SURVEY_LIMITS, type SurveyQuestion } from '@hearth/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { type Control, Controller, type ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/i18n/useLocale.ts';
import type { RequestFormValues } from './requestForm.ts';

export type SurveyQuestionFieldProps = {
  control: Control<RequestFormValues, unknown, CareRequestCreate>;
  question: SurveyQuestion;
  error: string | undefined;
};

type FieldProps = {
  field: ControllerRenderProps<RequestFormValues, `answers.${string}`>;
  question: SurveyQuestion;
  label: string;
  error: string | undefined;
};

/** A choice question as a group of radio buttons or checkboxes, named by its question. */
function ChoiceGroup({ field, question, label, error }: FieldProps) {
  const { t } = useTranslation('careRequests');
  const locale = useLocale();
  const hintId = useId();
  const multiple = question.kind === 'multi';
  const chosen = Array.isArray(field.value) ? field.value : [];
  const describedBy = multiple || error ? hintId : undefined;
  const hint = [multiple ? t('request.chooseAll') : null, error].filter(Boolean).join(' ');

  const options = question.options.map((option, index) => {
    // The first box takes the form's focus when the question needs an answer.
    const inputRef = index === 0 ? field.ref : undefined;
    const control = multiple ? (
      <Checkbox
        inputRef={inputRef}
        checked={chosen.includes(option.value)}
        onChange={(event) =>
          field.onChange(
            event.target.checked
              ? question.options
                  .map((each) => each.value)
                  .filter((value) => value === option.value || chosen.includes(value))
              : chosen.filter((value) => value !== option.value),
          )
        }
      />
    ) : (
      <Radio inputRef={inputRef} value={option.value} />
    );
    return (
      <FormControlLabel
        key={option.value}
        value={option.value}
        control={control}
        label={option.labels[locale]}
      />
    );
  });

  return (
    <FormControl
      component="fieldset"
      error={error !== undefined}
      required={question.required}
      aria-describedby={describedBy}
    >
      <FormLabel component="legend">{label}</FormLabel>
      {multiple ? (
        <FormGroup onBlur={field.onBlur}>{options}</FormGroup>
      ) : (
        <RadioGroup
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        >
          {options}
        </RadioGroup>
      )}
      {hint && <FormHelperText id={hintId}>{hint}</FormHelperText>}
    </FormControl>
  );
}

/** A number, date or free-text question as a text box of the matching kind. */
function TypedAnswer({ field, question, label, error }: FieldProps) {
  const { t } = useTranslation('careRequests');
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const isNumber = question.kind === 'number';
  const hint = isNumber
    ? t('request.numberHint', { min: SURVEY_LIMITS.numberMin, max: SURVEY_LIMITS.numberMax })
    : undefined;
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      label={label}
      required={question.required}
      value={value}
      onBlur={field.onBlur}
      onChange={(event) => {
        const typed = event.target.value;
        field.onChange(isNumber && typed.trim() !== '' ? Number(typed) : typed);
      }}
      type={question.kind === 'date' ? 'date' : 'text'}
      multiline={question.kind === 'text'}
      minRows={question.kind === 'text' ? 2 : undefined}
      error={error !== undefined}
      helperText={error ?? hint}
      fullWidth
      slotProps={{
        inputLabel: question.kind === 'date' ? { shrink: true } : undefined,
        htmlInput: isNumber
          ? { inputMode: 'numeric', min: SURVEY_LIMITS.numberMin, max: SURVEY_LIMITS.numberMax }
          : { maxLength: SURVEY_LIMITS.textMax },
      }}
    />
  );
}

/** One question of the care-needs survey, worded in the page's language. */
export function SurveyQuestionField({ control, question, error }: SurveyQuestionFieldProps) {
  const locale = useLocale();
  const label = question.labels[locale];
  const isChoice = question.kind === 'single' || question.kind === 'multi';
  return (
    <Controller
      control={control}
      name={`answers.${question.code}`}
      render={({ field }) =>
        isChoice ? (
          <ChoiceGroup field={field} question={question} label={label} error={error} />
        ) : (
          <TypedAnswer field={field} question={question} label={label} error={error} />
        )
      }
    />
  );
}
