import { publicAccess, signedIn } from '../../platform/access.ts';

// A notification is its recipient's alone: every query is narrowed to the caller's own rows,
// so another user's notification answers 404, as if absent.

export const notificationAccess = {
  own: signedIn('anyone signed in; each their own notifications only'),
  ownPreferences: signedIn('anyone signed in; each their own notification preferences only'),
  unsubscribe: publicAccess(
    "a mail's unsubscribe link works without signing in; its signed token names the person and kind",
  ),
};
