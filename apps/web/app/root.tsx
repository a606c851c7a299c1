import '@tideline/ui/styles.css';
import './styles/app.css';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { AppProviders } from './shell/AppProviders.tsx';
import { Document } from './shell/Document.tsx';
import { EmbeddedShell } from './shell/EmbeddedShell.tsx';
import { ErrorPage } from './shell/ErrorPage.tsx';
import { useEmbeddedPage } from './shell/embedded-page.ts';
import { NotFoundPage } from './shell/NotFoundPage.tsx';
import { pageLocaleChanged } from './shell/page-locale.ts';
import { SiteShell } from './shell/SiteShell.tsx';
import { loadShellData } from './shell/shell-data.server.ts';
import {
  FALLBACK_TEXTS_ID,
  fallbackShellData,
  fallbackTextsJson,
  type ShellData,
} from './shell/shell-data.ts';

export function loader({ request }: Route.LoaderArgs): Promise<ShellData> {
  return loadShellData(request);
}

// The root data is the page's language and its texts; it only needs reloading when a navigation
// crosses into another locale prefix (the language switcher does a full page load anyway).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined) return defaultShouldRevalidate;
  return pageLocaleChanged(currentUrl.pathname, nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const shell = data ?? fallbackShellData();
  return (
    <AppProviders shell={shell}>
      <Document>
        {data === undefined ? (
          <script
            type="application/json"
            id={FALLBACK_TEXTS_ID}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own texts as JSON, `<` escaped; a data block, never run
            dangerouslySetInnerHTML={{ __html: fallbackTextsJson(shell) }}
          />
        ) : null}
        {children}
      </Document>
    </AppProviders>
  );
}

export default function App() {
  const Shell = useEmbeddedPage() ? EmbeddedShell : SiteShell;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const Shell = useEmbeddedPage() ? EmbeddedShell : SiteShell;
  return (
    <Shell>{isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />}</Shell>
  );
}
