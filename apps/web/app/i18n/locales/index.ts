import { en, type Messages } from './en.ts';
export const LOCALE_MESSAGES: Readonly<Record<string, Messages>> = { en };
