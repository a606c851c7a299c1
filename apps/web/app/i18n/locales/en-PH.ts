import { en, type Messages } from './en.ts';

/** Philippine English follows American spelling: the same texts as `en`. */
export const enPH: Messages = en;
