import { LABEL_MAX_LENGTH } from '@hearth/domain';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Bounds the number fields are checked against, for a message that says what to type. */
const ranges: Record<string, { min: number; max: number }> = {
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  rank: { min: 1, max: 9 },
  population: { min: 0, max: 100_000_000 },
};

const SURVEY_OPTIONS_PROBLEMS = [
  'survey_options_too_few',
  'survey_options_not_choice',
  'survey_option_values_repeat',
] as const;
const isSurveyOptionsProblem = (
  message: string | undefined,
): message is (typeof SURVEY_OPTIONS_PROBLEMS)[number] =>
  (SURVEY_OPTIONS_PROBLEMS as readonly (string | undefined)[]).includes(message);

/**
 * A field's problem in the page's language. The form's checks are the shared zod schemas, whose
 * messages are English; what went wrong (the code) is what the person is told, in words
 * that say what to do. The server's own findings arrive as type "server".
 */
export function useProblemText(formatHint: string) {
  const { t } = useTranslation('reference');
  return useCallback(
    (field: string, error: FieldError | undefined): string | undefined => {
      if (error === undefined) {
        return undefined;
      }
      const range = ranges[field];
      switch (error.type) {
        case 'invalid_type':
          return range ? t('problems.number') : t('problems.required');
        case 'too_small':
        case 'too_big':
          if (range) {
            return t('problems.range', range);
          }
          return error.type === 'too_small'
            ? t('problems.required')
            : t('problems.tooLong', { max: LABEL_MAX_LENGTH });
        case 'invalid_format':
        case 'invalid_value':
          return field === 'code' ? formatHint : t('problems.invalid');
        case 'taken':
          return t('problems.taken');
        case 'notOffered':
          return t('problems.notOffered');
        default:
          // A survey question's options, checked by the shared schema: its rule's code.
          return isSurveyOptionsProblem(error.message)
            ? t(`problems.${error.message}`)
            : (error.message ?? t('problems.invalid'));
      }
    },
    [t, formatHint],
  );
}
