import { publicAccess } from '../access.ts';

export const realtimePolicy = {
  trigger: publicAccess(
    'other back-ends call it without a session; every request is signed with the app secret, checked before anything else',
  ),
};
