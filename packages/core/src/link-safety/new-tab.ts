import { type LinkSafetyOptions, safeHref } from './safe-url.ts';

export interface NewTabOptions extends LinkSafetyOptions {
  /** Where an empty address is reported; `console.error` by default (spec §5: it logs an error). */
  error?: (message: string) => void;
}

/**
 * The address a new tab may open (spec §5), or null: an empty address is an error and is logged as
 * one ("opening a new tab with no address logs an error"); any other is held to the link rules
 * (safeHref, which warns about what it rejects).
 */
export function newTabAddress(
  address: string | null | undefined,
  options: NewTabOptions = {},
): string | null {
  if (address === null || address === undefined || address.trim() === '') {
    (options.error ?? console.error)('[link-safety] a new tab was asked to open with no address');
    return null;
  }
  const safe = safeHref(address, options);
  return safe === '' ? null : safe;
}

/**
 * Opens `address` in a new tab without giving it this page (`noopener,noreferrer`), after the
 * checks of newTabAddress; answers whether a tab was asked for. `open` is the window's.
 */
export function openNewTab(
  address: string | null | undefined,
  open: (url: string, target: string, features: string) => unknown,
  options: NewTabOptions = {},
): boolean {
  const safe = newTabAddress(address, options);
  if (safe === null) return false;
  open(safe, '_blank', 'noopener,noreferrer');
  return true;
}
