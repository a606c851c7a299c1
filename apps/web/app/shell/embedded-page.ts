import { useMatches } from 'react-router';

/**
 * The route handle of a compact page for an app's embedded web view (spec §2 `/trade-*`, issue #20
 * item 5): the page is drawn without the site's header and footer, edge to edge with the device's
 * safe-area insets, since the app around it has its own navigation.
 */
export const EMBEDDED_HANDLE = { embedded: true } as const;

/** Whether the page shown is a compact page (a matched route carries EMBEDDED_HANDLE). */
export function useEmbeddedPage(): boolean {
  return useMatches().some(
    (match) => (match.handle as { embedded?: unknown } | undefined)?.embedded === true,
  );
}
