import { useMemo } from 'react';
import { usePageLocale } from './page-locale-context.tsx';

/**
 * Times in the page's language, in UTC: the server renders the page first and knows no reader's
 * time zone, so the text must not change when the browser takes over. Some site locale codes (`asia`, `bg`) are not BCP 47 tags: those read in English.
 */
export function useUtcTime(): (epochMs: number) => string {
  const { locale } = usePageLocale();
  return useMemo(() => {
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat('en', options);
    }
    return (epochMs: number) => `${format.format(epochMs)} UTC`;
  }, [locale]);
}
