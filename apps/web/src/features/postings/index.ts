export { PostAction } from './PostDialog.tsx';
