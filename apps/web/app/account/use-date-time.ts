import { useMemo } from 'react';
import { usePageLocale } from '../shell/page-locale-context.tsx';

/** Formats epoch milliseconds as a date and time in the page's language. */
export function useDateTime(): (epochMs: number) => string {
  const { locale } = usePageLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return (epochMs: number) => format.format(epochMs);
  }, [locale]);
}
