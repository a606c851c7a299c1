import type en from './en.json';

/** The shell's texts: every language's `<locale>.json` has the shape of the English one. */
export type Messages = typeof en;
