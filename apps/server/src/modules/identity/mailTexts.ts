import type { MailCatalogue, MailText } from '../../platform/mail/mailText.ts';

// Canadian and American English read the same in these mails, so both locales share one text.

type SetPasswordParams = { name: string; link: string; hours: number };

const resetEnglish = ({ name, link, hours }: SetPasswordParams): MailText => ({
  subject: 'Reset your Hearth password',
  text: `Hello ${name},\n\nSomeone asked to reset the password of your Hearth account. If it was not you, ignore this message.\n\n${link}\n\nThe link works once, within ${hours} hours.\n`,
});

/** The mailed link that resets a forgotten password. */
export const resetMail: MailCatalogue<SetPasswordParams> = {
  'en-US': resetEnglish,
  'en-CA': resetEnglish,
  'es-ES': ({ name, link, hours }) => ({
    subject: 'Restablezca su contraseña de Hearth',
    text: `Hola, ${name}:\n\nAlguien ha pedido restablecer la contraseña de su cuenta de Hearth. Si no ha sido usted, ignore este mensaje.\n\n${link}\n\nEl enlace sirve una sola vez, durante ${hours} horas.\n`,
  }),
};

const inviteEnglish = ({ name, link, hours }: SetPasswordParams): MailText => ({
  subject: 'Your Hearth invitation',
  text: `Hello ${name},\n\nYou have been invited to Hearth. Choose a password to start.\n\n${link}\n\nThe link works once, within ${hours} hours.\n`,
});

/** The mailed link with which an invited person chooses their first password. */
export const inviteMail: MailCatalogue<SetPasswordParams> = {
  'en-US': inviteEnglish,
  'en-CA': inviteEnglish,
  'es-ES': ({ name, link, hours }) => ({
    subject: 'Su invitación a Hearth',
    text: `Hola, ${name}:\n\nLe han invitado a Hearth. Elija una contraseña para empezar.\n\n${link}\n\nEl enlace sirve una sola vez, durante ${hours} horas.\n`,
  }),
};

const noAccountEnglish = (): MailText => ({
  subject: 'Reset your Hearth password',
  text: 'Hello,\n\nSomeone asked to reset the password of a Hearth account for this address, but no active account uses it. If it was you, try the address you signed up with, or ask the organization that invited you. If it was not you, ignore this message.\n',
});

/** The answer to a reset asked for an address no active account uses, in the asking page's locale. */
export const noAccountMail: MailCatalogue<Record<string, never>> = {
  'en-US': noAccountEnglish,
  'en-CA': noAccountEnglish,
  'es-ES': () => ({
    subject: 'Restablezca su contraseña de Hearth',
    text: 'Hola:\n\nAlguien ha pedido restablecer la contraseña de una cuenta de Hearth con esta dirección, pero ninguna cuenta activa la usa. Si ha sido usted, pruebe con la dirección con la que se registró o pregunte a la organización que le invitó. Si no ha sido usted, ignore este mensaje.\n',
  }),
};
