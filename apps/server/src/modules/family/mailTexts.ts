import type { MailCatalogue, MailText } from '../identity/index.ts';

type InvitationParams = {
  name: string;
  link: string;
  days: number;
  /** The account was made for this invitation: its password is still to be chosen. */
  newAccount: boolean;
};

const invitationEnglish = ({ name, link, days, newAccount }: InvitationParams): MailText => ({
  subject: 'Follow your family member’s care on Hearth',
  text: `Hello ${name},\n\nThe care agency invites you to follow your family member's care on Hearth: their visits, who comes, and the notes written for the family.\n\n${
    newAccount
      ? 'First choose a password with the other message we sent you, then sign in and open this link:'
      : 'Sign in to Hearth and open this link:'
  }\n\n${link}\n\nThe link works once, within ${days} days.\n`,
});

/** An agency's invitation of a patient's contact to "My care" (Canadian and American alike). */
export const familyInvitationMail: MailCatalogue<InvitationParams> = {
  'en-US': invitationEnglish,
  'en-CA': invitationEnglish,
  'es-ES': ({ name, link, days, newAccount }) => ({
    subject: 'Siga la atención de su familiar en Hearth',
    text: `Hola, ${name}:\n\nLa agencia de cuidados le invita a seguir en Hearth la atención de su familiar: sus visitas, quién acude y las notas escritas para la familia.\n\n${
      newAccount
        ? 'Primero elija una contraseña con el otro mensaje que le hemos enviado; después inicie sesión y abra este enlace:'
        : 'Inicie sesión en Hearth y abra este enlace:'
    }\n\n${link}\n\nEl enlace sirve una sola vez, durante ${days} días.\n`,
  }),
};
