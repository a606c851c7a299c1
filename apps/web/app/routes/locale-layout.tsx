import { sameSitePath } from '@tideline/core/link-safety';
import { localizePath, parseLocalePrefix, resolveLocale } from '@tideline/core/locale';
import { data, Outlet, redirect } from 'react-router';
import type { Route } from './+types/locale-layout';

/**
 * The optional leading segment must be a locale prefix (spec §2). Another spelling of a supported
 * language (`zh-cn`, `fr-FR`, `ru-RU`, `uz-UZ`) moves permanently to its prefix; anything else is
 * not a page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const segment = params.lang;
  if (segment === undefined) return null;
  const url = new URL(request.url);
  if (parseLocalePrefix(`/${segment}`).prefix === segment) return null;
  const locale = resolveLocale(segment);
  if (locale === undefined) throw data(null, { status: 404 });
  // `/fr-FR//evil.com` must stay on the site: its rest is the local path `/evil.com`.
  const rest = sameSitePath(url.pathname.slice(segment.length + 1));
  throw redirect(`${localizePath(rest, locale)}${url.search}`, 301);
}

export default function LocaleLayout() {
  return <Outlet />;
}
