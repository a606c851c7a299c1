import { en, type Messages } from './en.ts';

/** English for Asian markets (notes item 6): the same texts as `en`. */
export const asia: Messages = en;
