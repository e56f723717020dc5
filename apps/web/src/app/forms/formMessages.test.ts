import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resources } from '../../test/translations.ts';
import { createI18n } from '../i18n/i18n.ts';
import { issueMessage } from './formMessages.ts';

const messagesIn = (locale: 'en-US' | 'es-ES', schema: z.ZodType, value: unknown) => {
  const t = createI18n(locale, resources).getFixedT(locale, 'forms');
  const result = schema.safeParse(value, { error: (issue) => issueMessage(issue, t) });
  return result.error?.issues.map((issue) => issue.message) ?? [];
};

const form = z.object({
  name: z.string().trim().min(1).max(5),
  code: z.string().min(3).optional(),
  email: z.email().optional(),
  level: z.literal([1, 2]).optional(),
  ids: z.array(z.number()).max(1).optional(),
  custom: z.string().regex(/^x$/, { message: 'caregivers:validation.timeFormat' }).optional(),
});

describe('form messages', () => {
  it('say what the spec says, in English', () => {
    expect(messagesIn('en-US', form, { name: '  ' })).toEqual(['This field is required']);
    expect(messagesIn('en-US', form, {})).toEqual(['This field is required']);
    expect(messagesIn('en-US', form, { name: 'abcdef' })).toEqual([
      'You must enter a maximum of 5 characters',
    ]);
    expect(messagesIn('en-US', form, { name: 'a', code: 'ab' })).toEqual([
      'You must enter a minimum of 3 characters',
    ]);
    expect(messagesIn('en-US', form, { name: 'a', email: 'a@' })).toEqual([
      'Please enter a valid email',
    ]);
    expect(messagesIn('en-US', form, { name: 'a', email: '' })).toEqual(['This field is required']);
    expect(messagesIn('en-US', form, { name: 'a', level: 7, ids: [1, 2] })).toEqual([
      'Choose one of the options',
      'Choose at most 1',
    ]);
  });

  it('say it in Spanish, addressing the person as usted', () => {
    expect(messagesIn('es-ES', form, { name: '' })).toEqual(['Este campo es obligatorio']);
    expect(messagesIn('es-ES', form, { name: 'a', email: 'x' })).toEqual([
      'Introduzca un correo electrónico válido',
    ]);
  });

  it('leave a rule’s own message (an i18n key) to be translated where it is shown', () => {
    expect(messagesIn('en-US', form, { name: 'a', custom: 'y' })).toEqual([
      'caregivers:validation.timeFormat',
    ]);
  });
});
