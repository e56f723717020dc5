import { z } from 'zod';

/**
 * Every sentence the server says to a person, by a stable code, in the English the server writes
 * into an error's `message`. The web shows each code in the page's language (a web test fails
 * when a locale lacks one); `{{name}}` marks a parameter sent beside the code.
 */
export const SERVER_MESSAGES = {
  validation_failed: 'The given data was invalid.',
  not_found: 'The requested resource was not found.',
  internal: 'Something went wrong on our side. Quote the request id if you contact support.',
  rate_limited: 'Rate limit exceeded, retry in {{seconds}} seconds',
  account_locked:
    'Too many failed sign-ins from here. Try again after {{until}}, sign in on a device you have used before, or reset your password.',
  password_too_short:
    'Use at least {{min}} characters; a few unrelated words make a strong passphrase.',
  password_too_long: 'Use at most {{max}} characters.',
  password_breached: 'This password appears in lists of breached passwords. Choose another.',
  password_personal: 'Do not build the password from your name or email address.',
  password_guessable:
    'This password is easy to guess. Add a few unrelated words, or use a suggested one.',
  current_password_wrong: 'The current password is not right.',
  set_password_link_invalid: 'This link is invalid, used or expired. Ask for a new one.',
  email_taken: 'A user with this email already exists.',
  // The rules a route's schema checks by itself; their English is the schema library's own.
  required: 'Required.',
  invalid: 'Invalid value.',
  min_length: 'Use at least {{min}} characters.',
  max_length: 'Use at most {{max}} characters.',
  min_value: 'Enter {{min}} or more.',
  max_value: 'Enter {{max}} or less.',
  too_many: 'Choose at most {{max}}.',
  invalid_email: 'Enter a valid email address.',
  invalid_date: 'Enter a valid date.',
  choose: 'Choose one of the options.',
} as const;
export type ServerMessageCode = keyof typeof SERVER_MESSAGES;
export const SERVER_MESSAGE_CODES = Object.keys(SERVER_MESSAGES) as ServerMessageCode[];

export function isServerMessageCode(value: unknown): value is ServerMessageCode {
  return typeof value === 'string' && Object.hasOwn(SERVER_MESSAGES, value);
}

export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParamsSchema>;

/** What a message says, as a code and its parameters; codes are strings on the wire, so a web
 * older than the server meets an unknown one and falls back to the text. */
export const codedMessageSchema = z.object({
  code: z.string(),
  params: messageParamsSchema.optional(),
});
export type CodedMessage = { code: ServerMessageCode; params?: MessageParams };

/** The server's English for a code, its parameters filled in. */
export function serverMessageText(code: ServerMessageCode, params: MessageParams = {}): string {
  return SERVER_MESSAGES[code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
