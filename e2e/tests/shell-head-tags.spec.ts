import { expect, test } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { SELECTABLE_LANGUAGES } from '@tideline/protocol';
import routes from '../../apps/web/app/routes.ts';

// Issue #8 Done-when: the served HTML of every route, in English, Simplified Chinese and Arabic,
// carries the right head tags without JavaScript (a plain HTTP request, nothing executed). The
// route list is the app's own route config (apps/web/app/routes.ts, with every product manifest's
// pages), so a new route is covered the day it lands.

/** A representative value for each dynamic segment a route may have. */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  symbol: 'BTCUSDT',
  provider: 'google',
  // A red packet's share code: the page shows its head tags also for a code that names no packet.
  code: 'ABCDEFGHJKLM',
  // A P2P order and a merchant: their pages load the data in the browser, so the head tags are
  // served whatever the id names.
  id: 'sample-order',
  userId: '1',
};
const ENGLISH_VARIANTS = new Set(['en', 'asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA']);
const LOCALES = [
  { code: 'en', prefix: '', lang: 'en-US', dir: 'ltr' },
  { code: 'zh-CN', prefix: '/zh-CN', lang: 'zh-CN', dir: 'ltr' },
  { code: 'ar', prefix: '/ar', lang: 'ar-AE', dir: 'rtl' },
] as const;

function routeEntries(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...routeEntries(entry.children ?? [])]);
}

/** Every page path of the route config, with sample values for its parameters. */
function routePaths(): string[] {
  const paths = new Set<string>();
  for (const entry of routeEntries(routes)) {
    if (entry.index) paths.add('/');
    const pattern = entry.path ?? '';
    if (pattern === '' || pattern === ':lang?' || pattern === '*') continue;
    const path = pattern.replace(/:(\w+)\??/g, (_, name: string) => {
      const value = SAMPLE_PARAMS[name];
      if (value === undefined) throw new Error(`add a sample value for :${name} (route '${pattern}')`);
      return value;
    });
    paths.add(`/${path}`);
  }
  return [...paths];
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w-]+)="([^"]*)"/g))
    found[(match[1] ?? '').toLowerCase()] = match[2] ?? '';
  return found;
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The page at `path` under a locale prefix, as §2 writes it (no trailing slash on the home page). */
function localized(prefix: string, path: string): string {
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** §2 alternates: unprefixed English (also x-default) and every prefixed locale once. */
function expectedAlternates(path: string): Array<[string, string]> {
  const links: Array<[string, string]> = [['en', path]];
  for (const entry of SELECTABLE_LANGUAGES) {
    if (ENGLISH_VARIANTS.has(entry.locale)) continue;
    links.push([entry.hreflang, localized(`/${entry.locale}`, path)]);
  }
  links.push(['x-default', path]);
  return links.sort(([a], [b]) => a.localeCompare(b));
}

const PATHS = routePaths();

test('§2 the route list is read from routes.ts and includes the informational pages', () => {
  for (const path of [
    '/',
    '/fee',
    '/vip/detail',
    '/vip/vipIntroduce',
    '/download',
    '/proof-of-reserves',
    '/protection-fund',
    '/spot/BTCUSDT',
  ]) {
    expect(PATHS).toContain(path);
  }
});

for (const path of PATHS) {
  test(`§2 head tags without JavaScript on ${path} in en, zh-CN and ar`, async ({ request }) => {
    const titles = new Map<string, string>();
    for (const locale of LOCALES) {
      const url = localized(locale.prefix, path);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toContain('text/html');
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));

      const htmlTag = attributes(/<html\b[^>]*>/.exec(html)?.[0] ?? '');
      expect(htmlTag.lang, `${url} lang`).toBe(locale.lang);
      expect(htmlTag.dir, `${url} dir`).toBe(locale.dir);

      const titleMatches = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
      expect(titleMatches, `${url} has one title`).toHaveLength(1);
      const title = decode(titleMatches[0]?.[1] ?? '').trim();
      expect(title, `${url} title`).not.toBe('');
      titles.set(locale.code, title);

      const links = [...head.matchAll(/<link\b[^>]*>/g)].map((match) => attributes(match[0]));
      const canonical = links.filter((link) => link.rel === 'canonical');
      expect(canonical, `${url} has one canonical link`).toHaveLength(1);
      const canonicalUrl = new URL(canonical[0]?.href ?? '');
      expect(canonicalUrl.pathname, `${url} canonical`).toBe(url);

      const alternates = links
        .filter((link) => link.rel === 'alternate')
        .map((link) => {
          const href = new URL(link.href ?? '');
          expect(href.origin, `${url} alternate origin`).toBe(canonicalUrl.origin);
          return [link.hreflang ?? '', href.pathname] as [string, string];
        })
        .sort(([a], [b]) => a.localeCompare(b));
      expect(alternates, `${url} alternates`).toEqual(expectedAlternates(path));
    }
    // The title is in the page's language, not English under another prefix.
    expect(titles.get('zh-CN'), `${path} zh-CN title`).not.toBe(titles.get('en'));
    expect(titles.get('ar'), `${path} ar title`).not.toBe(titles.get('en'));
  });
}
