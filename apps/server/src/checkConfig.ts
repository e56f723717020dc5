// Run by `npm start` before the web build, so a bad setting is reported at once, not after it.
import { loadConfigOrExit } from './loadConfigOrExit.ts';

loadConfigOrExit();
