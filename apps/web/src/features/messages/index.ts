export { MessagesLink } from './MessagesLink.tsx';
export { opensMessages } from './messageAccess.ts';
