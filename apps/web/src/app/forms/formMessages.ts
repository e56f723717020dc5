import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;
type FormsT = TFunction<'forms'>;

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The spec's validation messages, in the person's language, for the rules zod checks by itself.
 * Rules with words of their own carry an i18n key as their message and are left to `fieldText`.
 */
export function issueMessage(issue: Issue, t: FormsT): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return isBlank(issue.input) ? t('required') : t('invalid');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? t('required')
          : t('minLength', { min: Number(issue.minimum) });
      }
      return issue.origin === 'array'
        ? t('required')
        : t('minValue', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') {
        return t('maxLength', { max: Number(issue.maximum) });
      }
      return issue.origin === 'array'
        ? t('tooMany', { max: Number(issue.maximum) })
        : t('maxValue', { max: Number(issue.maximum) });
    case 'invalid_format':
      // An empty date or email box is a missing value, not a malformed one.
      if (isBlank(issue.input)) {
        return t('required');
      }
      if (issue.format === 'email') {
        return t('email');
      }
      return issue.format === 'date' ? t('date') : t('invalid');
    case 'invalid_value':
      return isBlank(issue.input) ? t('required') : t('choose');
    default:
      return undefined;
  }
}

/**
 * What a form needs to speak the person's language: the error map its zod resolver parses with,
 * and `fieldText`, which turns a message that is an i18n key (`caregivers:validation.x`, as the
 * shared schemas and the server give them) into words and leaves any other text as it is.
 */
export function useFormMessages() {
  const { t, i18n } = useTranslation('forms');
  const errorMap = useMemo(() => (issue: Issue) => issueMessage(issue, t), [t]);
  const fieldText = useCallback(
    (message: string | undefined): string | undefined => {
      if (message === undefined || !/^\w+:[\w.]+$/.test(message) || !i18n.exists(message)) {
        return message;
      }
      return i18n.t(message as never);
    },
    [i18n],
  );
  return { errorMap, fieldText };
}
