export { BecomeHostInvitation } from './BecomeHostInvitation.tsx';
